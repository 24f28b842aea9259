import PiPSim
import PiPSimTesting

/// The target of the recognizers under test: records each action with the state and time it ran at.
@MainActor
final class GestureLog {
  private(set) var states: [GestureRecognizer.State] = []
  private(set) var times: [MediaTime] = []
  private(set) var translations: [CGPoint] = []
  private(set) var locations: [CGPoint] = []
  private(set) var plainCalls = 0
  var onAction: ((GestureRecognizer) -> Void)?

  func handle(_ recognizer: GestureRecognizer) {
    states.append(recognizer.state)
    times.append(Simulation.current.runLoop.now)
    locations.append(recognizer.location(in: recognizer.view))
    onAction?(recognizer)
  }

  func handlePan(_ pan: PanGestureRecognizer) {
    translations.append(pan.translation(in: pan.view))
    handle(pan)
  }

  func fired() { plainCalls += 1 }
}

/// A view added to the app's window at `frame`.
@MainActor
func addBoard(to app: SimulatedApp, frame: CGRect = CGRect(x: 0, y: 100, width: 300, height: 300)) -> View {
  let board = View(frame: frame)
  app.window.addSubview(board)
  return board
}

/// A view added to the app's window with the recognizer `makeRecognizer` builds for a new log
/// attached to it: the set-up of most gesture tests.
@MainActor
func addBoard<Recognizer: GestureRecognizer>(
  to app: SimulatedApp, with makeRecognizer: (GestureLog) -> Recognizer
) -> (board: View, log: GestureLog, recognizer: Recognizer) {
  let board = addBoard(to: app)
  let log = GestureLog()
  let recognizer = makeRecognizer(log)
  board.addGestureRecognizer(recognizer)
  return (board, log, recognizer)
}
