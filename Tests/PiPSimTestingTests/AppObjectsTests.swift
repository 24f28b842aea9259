import AVKitCompat
import PiPSim
import PiPSimTesting
import Testing

/// `UIApplication`, `UIDevice`, `UIScreen` and `UISceneError` as iOS code reads them.
@MainActor
@Suite struct AppObjectsTests {
  private static let lifecycle = [
    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
  ]

  @Test func leavingAndReturningPostTheLifecycleNotificationsInUIKitsOrder() {
    withSimulatedApp { app in
      let application = UIApplication.shared
      var statesSeen: [UIApplication.State] = []
      var scenesSeen: [UIScene.ActivationState] = []
      let recorder = NotificationRecorder(Self.lifecycle, from: application)
      let token = NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: application, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          statesSeen.append(application.applicationState)
          scenesSeen.append(app.scene.activationState)
        }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      #expect(application.applicationState == .active)

      app.enterBackground()
      #expect(recorder.names == Array(Self.lifecycle.prefix(2)))
      #expect(application.applicationState == .background)
      #expect(statesSeen == [.background] && scenesSeen == [.background])
      app.enterForeground()
      #expect(recorder.names == Self.lifecycle)
      app.resignActive()
      app.becomeActive()
      #expect(
        recorder.names.suffix(2) == [
          UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification,
        ])
      #expect(UIApplication.State.background.rawValue == 2 && UIApplication.State.inactive.rawValue == 1)
    }
  }

  @Test func aMainQueueObserverRunsInThePostAtItsVirtualInstant() throws {
    try withSimulatedApp { app in
      let application = UIApplication.shared
      var seen: [(MediaTime, UIApplication.State)] = []
      let token = NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: application, queue: .main
      ) { _ in
        MainActor.assumeIsolated { seen.append((app.now, application.applicationState)) }
      }
      try app.advance(by: .seconds(2))
      app.enterBackground()
      #expect(seen.map(\.0) == [.seconds(2)], "delivered in the post, at its virtual instant")
      #expect(seen.map(\.1) == [.background])
      NotificationCenter.default.removeObserver(token)
      app.enterForeground()
      app.enterBackground()
      #expect(seen.count == 1, "the token removes the observation")
    }
  }

  @Test func eachSceneStepIsPostedAsUISceneNotificationBeforeTheApplicationOne() {
    withSimulatedApp { app in
      var order: [String] = []
      let names = [
        UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification,
        UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification,
        UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
      ]
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          let posted = note.name.rawValue
          let poster = (note.object as AnyObject?).map(ObjectIdentifier.init)
          MainActor.assumeIsolated {
            let ours = [ObjectIdentifier(app.scene), ObjectIdentifier(UIApplication.shared)]
            if let poster, ours.contains(poster) { order.append(posted) }
          }
        }
      }
      defer { tokens.forEach(NotificationCenter.default.removeObserver) }
      app.enterBackground()
      app.enterForeground()
      #expect(
        order == [
          "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
          "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
          "UISceneWillEnterForegroundNotification", "UISceneDidActivateNotification",
        ])
    }
  }

  @Test func eachSimulationHasItsOwnApplicationWithItsConnectedScenes() {
    let other = withSimulatedApp { _ in UIApplication.shared }
    withSimulatedApp { app in
      #expect(UIApplication.shared !== other)
      #expect(UIApplication.shared.connectedScenes == [app.scene])
      // The iOS spelling: connectedScenes holds UIScenes, and the window scene is a cast away.
      let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      #expect(windowScene?.windows.first === app.window)
      #expect(UIApplication.shared.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(app.window)])
      #expect(UIApplication.shared.keyWindow === app.window)
    }
  }

  @Test func theDeviceOrientationIsUnknownUntilNotificationsAreGeneratedThenEachTurnIsPostedFirst() {
    withSimulatedApp(expectedDiagnostics: [.deviceOrientationNotificationsUnbalanced]) { app in
      let device = UIDevice.current
      #expect(device.orientation == .unknown)
      device.beginGeneratingDeviceOrientationNotifications()
      #expect(device.orientation == .portrait)
      let recorder = NotificationRecorder([UIDevice.orientationDidChangeNotification], from: device)
      var interfaceAtPost: [UIInterfaceOrientation] = []
      let token = NotificationCenter.default.addObserver(
        forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
      ) { _ in MainActor.assumeIsolated { interfaceAtPost.append(app.scene.interfaceOrientation) } }
      defer { NotificationCenter.default.removeObserver(token) }

      app.rotateDevice(to: .landscapeRight)
      #expect(device.orientation == .landscapeLeft, "UIKit names the device by the other side")
      #expect(device.orientation.isLandscape && !device.orientation.isFlat)
      #expect(interfaceAtPost == [.portrait])
      #expect(app.scene.interfaceOrientation == .landscapeRight)
      app.rotateDevice(to: .landscapeRight)
      #expect(recorder.notifications.count == 1)

      device.endGeneratingDeviceOrientationNotifications()
      #expect(device.orientation == .unknown)
      device.endGeneratingDeviceOrientationNotifications()
      #expect(app.diagnostics.codes.contains(.deviceOrientationNotificationsUnbalanced))
      app.rotateDevice(to: .portrait)
      #expect(recorder.notifications.count == 1)
    }
  }

  @Test func theDeviceReportsTheSimulatedOSAndIdiom() {
    withSimulatedApp(device: .iPadPro11) { _ in
      #expect(UIDevice.current.userInterfaceIdiom == .pad)
      #expect(UIDevice.current.systemVersion == "17.0")
      #expect(UIDevice.current.model == "iPad")
    }
    var old = Device.iPhoneSE
    old.systemVersion = OSVersion(15, 4, 1)
    withSimulatedApp(device: old) { _ in
      #expect(UIDevice.current.systemVersion == "15.4.1")
      #expect(UIDevice.current.systemVersion == SimulatedOS.version.description)
      #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }
  }

  @Test func settingTheOrientationByKeyValueCodingIsRefusedAndNamesTheGeometryRequest() throws {
    withSimulatedApp(expectedDiagnostics: [.deviceOrientationSetValueRefused]) { app in
      UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
      #expect(app.scene.interfaceOrientation == .portrait)
      let diagnostic = app.diagnostics.entries.last
      #expect(diagnostic?.code == .deviceOrientationSetValueRefused)
      #expect(diagnostic?.severity == .appError)
      #expect(diagnostic?.message.contains("requestGeometryUpdate") == true)
    }
  }

  @Test func theMainScreenFollowsTheInterfaceOrientation() {
    withSimulatedApp { app in
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(UIScreen.main.scale == 3)
      #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
      app.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
      #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
      #expect(app.scene.screen === UIScreen.main)
    }
  }

  @Test func sceneErrorsBridgeToNSErrorWithUIKitsDomainAndCodes() throws {
    try withSimulatedApp(expectedDiagnostics: [.geometryRequestDenied, .geometryRequestUnsupported]) { app in
      final class Portrait: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      app.show(Portrait())
      var errors: [any Error] = []
      let preferences = UIWindowScene.GeometryPreferences.iOS()
      preferences.interfaceOrientations = .landscape
      app.scene.requestGeometryUpdate(preferences) { errors.append($0) }
      app.scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS()) { errors.append($0) }
      app.runUntilIdle()
      let nsErrors = errors.map { $0 as NSError }
      #expect(nsErrors.map(\.code) == [101, 100])
      #expect(nsErrors.allSatisfy { $0.domain == UISceneErrorDomain && $0.domain == "UISceneErrorDomain" })
      let denied = try #require(errors.first as? UISceneError)
      #expect(denied.code == .geometryRequestDenied)
      #expect(errors.first?.localizedDescription == denied.message)
    }
  }
}
