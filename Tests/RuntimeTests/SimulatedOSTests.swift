import Runtime
import Testing

@MainActor
@Suite struct SimulatedOSTests {
  @Test func theSimulatedVersionAnswersWhatAvailableCannotOnLinux() {
    var device = Device.iPhone14
    device.systemVersion = OSVersion(15, 4)
    Simulation(device: device).withCurrent {
      #expect(SimulatedOS.version == OSVersion(15, 4))
      #expect(SimulatedOS.isAtLeast(15))
      #expect(SimulatedOS.isAtLeast(15, 4))
      #expect(!SimulatedOS.isAtLeast(15, 4, 1))
      #expect(!SimulatedOS.isAtLeast(16))
      var compiledIn = false
      if #available(iOS 16, *) { compiledIn = true }
      #expect(compiledIn, "on Linux #available is decided by its `*` at compile time")
    }
    device.systemVersion = OSVersion(17, 2)
    Simulation(device: device).withCurrent {
      #expect(SimulatedOS.isAtLeast(16) && !SimulatedOS.isAtLeast(18))
    }
  }
}
