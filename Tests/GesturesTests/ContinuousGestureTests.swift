import PiPSim
import PiPSimTesting
import Testing

/// A touch sample's interval in seconds: the display's frame at 60 Hz, rounded to the nanosecond.
private let frameSeconds = 16_666_667e-9

private func isClose(_ value: CGFloat, _ expected: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(value - expected) <= tolerance
}

@MainActor
@Suite struct ContinuousGestureTests {
  @Test func aPanBeginsPastItsHysteresisChangesEveryFrameAndEndsOnLift() {
    withSimulatedApp { app in
      let (board, log, pan) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      var endVelocity = CGPoint.zero
      log.onAction = { _ in endVelocity = pan.velocity(in: board) }
      // 120 points in 0.5 s: 30 frames of 4 points; the third (12 points) passes the 10-point hysteresis.
      #expect(app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 130, y: 50), duration: 0.5))
      #expect(log.states == [.began] + Array(repeating: .changed, count: 27) + [.ended])
      #expect(isClose(log.translations.first?.x ?? 0, 12))
      #expect(isClose(log.translations.last?.x ?? 0, 120))
      #expect(log.translations.allSatisfy { $0.y == 0 })
      #expect(isClose(endVelocity.x, 4 / frameSeconds, within: 1e-6))
      #expect(endVelocity.y == 0)
      #expect(pan.state == .possible)
    }
  }

  @Test func settingTheTranslationToZeroMakesEachChangeOneFramesStep() {
    withSimulatedApp { app in
      let (board, log, pan) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      log.onAction = { _ in pan.setTranslation(.zero, in: nil) }
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 10, y: 170), duration: 0.5)
      let steps = log.translations.map(\.y)
      #expect(steps.count == 29)
      #expect(isClose(steps[0], 12))
      #expect(steps.dropFirst().dropLast().allSatisfy { isClose($0, 4, within: 1e-9) })
      #expect(steps.last == 0)
    }
  }

  @Test func aPanOfZeroDurationIsOneMoveWithADiagnostic() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidTouch]) { app in
      let (board, log, _) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 60, y: 50), duration: 0)
      #expect(log.states == [.began, .ended])
      #expect(log.translations.last == CGPoint(x: 50, y: 0))
      #expect(app.diagnostics.entries.contains { $0.code == .gestureInvalidTouch && $0.severity == .warning })
      #expect(!app.pan(board, from: CGPoint(x: CGFloat.nan, y: 0), to: .zero))
      #expect(log.states.count == 2)
    }
  }

  @Test func aPanWithMoreFingersThanItsMaximumFails() {
    withSimulatedApp { app in
      let (board, log, pan) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      pan.maximumNumberOfTouches = 1
      app.pan(board, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), touches: 2)
      #expect(log.states.isEmpty)
      pan.maximumNumberOfTouches = 2
      app.pan(board, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), touches: 2)
      #expect(log.states.last == .ended)
    }
  }

  @Test func aPinchReportsTheRatioOfTheFingersDistancesAndItsRate() {
    withSimulatedApp { app in
      let (board, log, pinch) = addBoard(to: app) {
        PinchGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      var scales: [CGFloat] = []
      var velocities: [CGFloat] = []
      log.onAction = { _ in
        scales.append(pinch.scale)
        velocities.append(pinch.velocity)
      }
      // From 100 to 200 points apart in 30 frames: the scale grows by 1/30 a frame.
      app.pinch(board, scale: 2, duration: 0.5)
      #expect(log.states == [.began] + Array(repeating: .changed, count: 29) + [.ended])
      #expect(isClose(scales.first ?? 0, 1 + 1.0 / 30))
      #expect(scales.last == 2)
      #expect(isClose(velocities.last ?? 0, (1.0 / 30) / frameSeconds, within: 1e-6))
      #expect(pinch.scale == 1)
    }
  }

  @Test func aRotationAccumulatesTheTurnOfTheLineBetweenTheFingers() {
    withSimulatedApp { app in
      let (board, log, rotation) = addBoard(to: app) {
        RotationGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      var angles: [CGFloat] = []
      log.onAction = { _ in angles.append(rotation.rotation) }
      // Three quarters of a turn passes π, which the rotation must not wrap.
      app.rotate(board, by: 1.5 * .pi, duration: 0.5)
      #expect(log.states.first == .began)
      #expect(log.states.last == .ended)
      #expect(isClose(angles.last ?? 0, 1.5 * CGFloat.pi))
      #expect(rotation.rotation == 0)
    }
  }

  @Test func aPinchWithOneFingerFails() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidTouch]) { app in
      let (board, log, _) = addBoard(to: app) {
        PinchGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      app.pan(board, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
      #expect(log.states.isEmpty)
      #expect(!app.pinch(board, scale: -1))
      #expect(app.diagnostics.entries.contains { $0.code == .gestureInvalidTouch })
    }
  }

  @Test func aSwipeIsRecognizedOnlyInItsDirection() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidTouch]) { app in
      let (board, log, swipe) = addBoard(to: app) {
        SwipeGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      #expect(swipe.direction == .right)
      #expect(SwipeGestureRecognizer.Direction.up.rawValue == 4)
      app.swipe(board, direction: .left)
      #expect(log.states.isEmpty)
      app.swipe(board, direction: .right)
      #expect(log.states == [.recognized])
      swipe.direction = [.up, .down]
      app.swipe(board, direction: .down)
      #expect(log.states.count == 2)
      #expect(!app.swipe(board, direction: [.up, .left]))
    }
  }

  @Test func aSlowDragIsNoSwipe() {
    withSimulatedApp { app in
      let (board, log, _) = addBoard(to: app) {
        SwipeGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 110, y: 50), duration: 2)
      #expect(log.states.isEmpty)
    }
  }

  @Test func aScreenEdgePanBeginsOnlyNearItsEdge() {
    withSimulatedApp { app in
      let (board, log, edgePan) = addBoard(to: app) {
        ScreenEdgePanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      edgePan.edges = .left
      app.pan(board, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 200, y: 50))
      #expect(log.states.isEmpty)
      app.pan(board, from: CGPoint(x: 5, y: 50), to: CGPoint(x: 105, y: 50))
      #expect(log.states.first == .began)
      #expect(log.states.last == .ended)
    }
  }

  @Test func disablingARecognizerMidGestureCancelsIt() {
    withSimulatedApp { app in
      let (board, log, _) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      log.onAction = { recognizer in
        if recognizer.state == .changed { recognizer.isEnabled = false }
      }
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 130, y: 50))
      #expect(log.states == [.began, .changed, .cancelled])
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 130, y: 50))
      #expect(log.states.count == 3)
    }
  }
}
