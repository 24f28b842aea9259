import ChildProcesses
import Testing

struct ChildProcessTests {
  @Test func anExitStatusAndWhatTheChildWroteComeBack() throws {
    let finished = try ChildProcess.run("/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"])
    #expect(finished.exitStatus == 3)
    #expect(finished.signal == nil)
    #expect(!finished.succeeded)
    #expect(finished.output == "out\n")
    #expect(finished.errors == "err\n")
  }

  @Test func aChildEndedByASignalSaysWhich() throws {
    let finished = try ChildProcess.run("/bin/sh", arguments: ["-c", "kill -ILL $$"])
    #expect(finished.signal == 4)
    #expect(finished.exitStatus == nil)
  }

  @Test func theEnvironmentGivenIsAddedToThisProcesss() throws {
    let finished = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "printf '%s %s' \"$CHILD_PROCESS_TEST\" \"${PATH:+path}\""],
      environment: ["CHILD_PROCESS_TEST": "given"])
    #expect(finished.succeeded)
    #expect(finished.output == "given path")
  }

  @Test func aMissingExecutableIsAnErrorNotAChild() {
    #expect(throws: ChildProcess.SpawnError.self) {
      try ChildProcess.run("/nonexistent/pipsim", arguments: [])
    }
  }
}
