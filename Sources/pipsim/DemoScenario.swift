/// The built-in demo scenario `pipsim` runs with no arguments.
///
/// A byte-for-byte copy of `Scenarios/demo.json` (a test compares them), so the tool runs without the
/// repository at hand.
enum DemoScenario {
  /// The name error messages give the embedded file.
  static let file = "Scenarios/demo.json (built in)"

  /// The scenario's JSON text.
  static let json = #"""
    {
      "name": "demo",
      "summary": "A compact tour: a video call's seat view renders 30 fps, goes into PiP, comes back through restore, goes into PiP again and is closed.",
      "device": { "preset": "iPhone14" },
      "app": { "backgroundModes": ["audio"], "audioCategory": "playAndRecord" },
      "steps": [
        { "at": 0, "do": "setUpPiP", "source": "videoCall" },
        { "at": 0.1, "do": "produceFrames", "fps": 30, "seconds": 6, "displayHertz": 60 },
        { "at": 0.5, "do": "startPiP" },
        { "at": 2, "do": "userTapsRestore" },
        { "at": 3, "do": "startPiP" },
        { "at": 4.5, "do": "userTapsClose" }
      ],
      "endAt": 7,
      "expect": {
        "callbacks": ["willStart", "didStart", "restore", "willStop", "didStop", "willStart", "didStart", "willStop", "didStop"],
        "pipState": "idle",
        "sourceView": { "in": "original", "frame": [0, 0, 390, 200] },
        "frames": { "balanced": true, "presentedAtLeast": 170, "maxDroppedTotal": 0 }
      }
    }

    """#
}
