import AVKitCompat
import PiPSimTesting
import Testing

/// A screen written as UIKit code is, logging its callbacks.
@MainActor
private final class LoggingViewController: UIViewController {
  var log: [String] = []
  let toggle = UIButton(type: .custom)
  private(set) var taps = 0
  private(set) var senders: [UIButton] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad \(view.bounds.size.width)x\(view.bounds.size.height)")
    toggle.addTarget(self, action: LoggingViewController.toggleTapped, for: .touchUpInside)
    toggle.addTarget(self, action: LoggingViewController.tapped(_:), for: .touchUpInside)
    toggle.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
    view.addSubview(toggle)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("viewDidAppear")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews")
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.append("viewSafeAreaInsetsDidChange top=\(view.safeAreaInsets.top)")
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersHomeIndicatorAutoHidden: Bool { true }

  private func toggleTapped() { taps += 1 }
  private func tapped(_ sender: UIButton) { senders.append(sender) }
}

/// A custom view as iOS code writes one, with both initializers.
private final class BadgeView: UIView {
  let label = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@MainActor
@Suite struct UIKitSurfaceTests {
  @Test func aCodeMadeViewControllerLoadsWithTheScreenAndGetsLayoutAndSafeAreaCallbacks() throws {
    try withSimulatedApp { app in
      let screen = LoggingViewController()
      app.show(screen)
      #expect(screen.log.first == "viewDidLoad 390.0x844.0")
      #expect(
        Array(screen.log.dropFirst()) == [
          "viewWillAppear", "viewDidAppear", "viewSafeAreaInsetsDidChange top=47.0", "viewWillLayoutSubviews",
          "viewDidLayoutSubviews",
        ])
      screen.log.removeAll()
      app.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
      try app.advance(by: .seconds(1))
      app.window.layoutIfNeeded()
      #expect(
        screen.log == [
          "viewSafeAreaInsetsDidChange top=0.0", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        ])
      #expect(screen.preferredStatusBarStyle.rawValue == 1 && screen.prefersHomeIndicatorAutoHidden)
      #expect(screen.modalPresentationStyle == .automatic)
      #expect(screen.preferredInterfaceOrientationForPresentation == .portrait)
    }
  }

  /// The user's tap reaches an enabled button in a window with nothing hiding it; a disabled or hidden
  /// one (or one in a hidden container) ignores it, while `sendActions(for:)` sends anyway, as
  /// UIKit's does. A disabled or selected button shows that state's image when it has one.
  @Test func aTapReachesOnlyAButtonTheUserCouldTapAndItsImageFollowsItsState() {
    withSimulatedApp { app in
      let screen = LoggingViewController()
      app.show(screen)
      let toggle = screen.toggle
      #expect(toggle.isEnabled && !toggle.isSelected)
      #expect(app.tap(toggle) && screen.taps == 1)
      toggle.isEnabled = false
      #expect(!app.tap(toggle) && screen.taps == 1)
      toggle.sendActions(for: .touchUpInside)
      #expect(screen.taps == 2)
      toggle.isEnabled = true
      screen.view.isHidden = true
      #expect(!app.tap(toggle) && screen.taps == 2)
      screen.view.isHidden = false
      toggle.alpha = 0.009
      #expect(!app.tap(toggle) && screen.taps == 2, "UIKit's hit test skips alpha below 0.01")
      toggle.alpha = 0.01
      #expect(app.tap(toggle) && screen.taps == 3)
      toggle.removeFromSuperview()
      #expect(!app.tap(toggle) && screen.taps == 3)

      let start = AVPictureInPictureController.pictureInPictureButtonStartImage
      let stop = AVPictureInPictureController.pictureInPictureButtonStopImage
      toggle.setImage(start, for: .normal)
      toggle.setImage(stop, for: .selected)
      #expect(toggle.currentImage == start)
      toggle.isSelected = true
      #expect(toggle.currentImage == stop)
      toggle.isEnabled = false
      #expect(toggle.currentImage == stop, "no disabled image: the selected one stays")
    }
  }

  @Test func targetActionCallsTheMethodAndHoldsTheTargetWeakly() throws {
    try withSimulatedApp { app in
      var screen: LoggingViewController? = LoggingViewController()
      app.show(try #require(screen))
      let toggle = screen!.toggle
      toggle.sendActions(for: .touchUpInside)
      toggle.sendActions(for: .touchUpInside)
      #expect(screen?.taps == 2)
      #expect(screen?.senders.count == 2 && screen?.senders.first === toggle)
      toggle.removeTarget(screen, action: nil, for: .touchUpInside)
      toggle.sendActions(for: .touchUpInside)
      #expect(screen?.taps == 2)
      weak let released = screen
      app.show(UIViewController())
      screen = nil
      #expect(released == nil, "the button must not keep its target alive")
      toggle.sendActions(for: .touchUpInside)
    }
  }

  @Test func subviewOrderingCallsKeepUIKitsOrder() {
    withSimulatedApp { _ in
      let container = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let (a, b, c) = (UIView(), UIView(), UIView())
      container.addSubview(a)
      container.addSubview(b)
      container.insertSubview(c, at: 0)
      #expect(
        container.subviews.map(ObjectIdentifier.init)
          == [c, container.label, a, b].map(ObjectIdentifier.init))
      container.sendSubviewToBack(b)
      container.bringSubviewToFront(c)
      #expect(
        container.subviews.map(ObjectIdentifier.init)
          == [b, container.label, a, c].map(ObjectIdentifier.init))
      container.insertSubview(b, aboveSubview: a)
      container.insertSubview(c, belowSubview: container.label)
      #expect(
        container.subviews.map(ObjectIdentifier.init)
          == [c, container.label, a, b].map(ObjectIdentifier.init))
      #expect(BadgeView(coder: NSCoder())?.frame == .zero)
    }
  }

  @Test func viewPropertiesKeepUIKitsSemantics() {
    withSimulatedApp { _ in
      let view = UIView()
      view.alpha = 1.5
      #expect(view.alpha == 1)
      view.alpha = -2
      #expect(view.alpha == 0)
      view.alpha = .nan
      #expect(view.alpha == 0)
      view.contentMode = .scaleAspectFill
      view.clipsToBounds = true
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
      #expect(view.contentMode.rawValue == 2 && view.clipsToBounds && view.transform.a == 2)
    }
  }

  @Test func frameAndBoundsAreObservableWithInitialAndNewValues() {
    withSimulatedApp { _ in
      let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      var frames: [CGRect?] = []
      var sizes: [(CGSize?, Bool)] = []
      let frameToken = view.observe(\.frame, options: [.initial, .new]) { _, change in
        frames.append(change.newValue)
      }
      let boundsToken = view.observe(\.bounds, options: [.new, .old]) { _, change in
        sizes.append((change.newValue?.size, change.oldValue?.size == CGSize(width: 100, height: 50)))
      }
      view.frame.origin.x = 10
      view.frame = view.frame
      view.bounds.size = CGSize(width: 200, height: 50)
      #expect(
        frames == [
          CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 10, y: 0, width: 100, height: 50),
          CGRect(x: -40, y: 0, width: 200, height: 50),
        ])
      #expect(sizes.count == 1 && sizes.first?.0 == CGSize(width: 200, height: 50) && sizes.first?.1 == true)
      frameToken.invalidate()
      boundsToken.invalidate()
    }
  }

  @Test func springAndDelayedAnimationsCompleteOnVirtualTime() throws {
    try withSimulatedApp { app in
      let view = UIView()
      var completions: [String] = []
      UIView.animate(withDuration: 0.3, delay: 0.2, options: [.curveEaseOut]) {
        view.alpha = 0
      } completion: { finished in
        completions.append("delayed \(finished)")
      }
      UIView.animate(
        withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
        options: [], animations: { view.alpha = 0.5 }, completion: { _ in completions.append("spring") })
      #expect(view.alpha == 0.5, "the model value changes at once")
      try app.advance(by: .milliseconds(250))
      #expect(completions == ["spring"])
      try app.advance(by: .milliseconds(250))
      #expect(completions == ["spring", "delayed true"])
    }
  }

  @Test func itemAttributeConstraintsLayOutAsAnchorsDoAndIllegalOnesAreRefused() {
    withSimulatedApp(expectedDiagnostics: [.layoutInvalidConstraint]) { app in
      let root = UIViewController()
      app.show(root)
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(box)
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: box, attribute: .leading, relatedBy: .equal, toItem: root.view, attribute: .leading,
          multiplier: 1, constant: 20),
        NSLayoutConstraint(
          item: box, attribute: .top, relatedBy: .equal, toItem: root.view.safeAreaLayoutGuide,
          attribute: .top, multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 100),
        NSLayoutConstraint(
          item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
          multiplier: 0.5, constant: 0),
      ])
      root.view.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 20, y: 47, width: 100, height: 50))

      let illegal = NSLayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: root.view, attribute: .width, multiplier: 1,
        constant: 0)
      illegal.isActive = true
      #expect(!illegal.isActive)
      #expect(app.diagnostics.entries.last?.message.contains("measure different quantities") == true)
      let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
      let attribute: NSLayoutConstraint.Attribute = .centerX
      #expect(relation.rawValue == "greaterThanOrEqual" && attribute == .centerX)
    }
  }

  @Test func theLayoutMarginsGuideIsInsetByTheMarginsFromTheSafeArea() {
    withSimulatedApp { app in
      let root = UIViewController()
      app.show(root)
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(content)
      let margins = root.view.layoutMarginsGuide
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        content.topAnchor.constraint(equalTo: margins.topAnchor),
        content.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.view.layoutIfNeeded()
      #expect(content.frame == CGRect(x: 8, y: 55, width: 374, height: 10))
      root.view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      root.view.insetsLayoutMarginsFromSafeArea = false
      root.view.layoutIfNeeded()
      #expect(content.frame == CGRect(x: 16, y: 0, width: 358, height: 10))
      #expect(margins.layoutFrame == CGRect(x: 16, y: 0, width: 358, height: 844))
    }
  }

  @Test func anAlertIsPresentedWithItsActionsAndRunsTheOneTapped() {
    withSimulatedApp { app in
      let root = UIViewController()
      app.show(root)
      var tapped: [String?] = []
      let alert = UIAlertController(title: "Call ended", message: "Rejoin?", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Rejoin", style: .default) { tapped.append($0.title) })
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      root.present(alert, animated: false)
      app.runUntilIdle()
      let shown = root.presentedViewController as? UIAlertController
      #expect(shown?.title == "Call ended" && shown?.message == "Rejoin?")
      #expect(shown?.actions.map(\.style) == [.default, .cancel])
      shown?.actions.first.map { $0.handler?($0) }
      #expect(tapped == ["Rejoin"])
    }
  }

  @Test func presentingALandscapeOnlyScreenRotatesToItsPreferredOrientationAndDismissingRotatesBack() throws {
    final class LandscapePlayer: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
      override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
    }
    final class PortraitHome: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }
    try withSimulatedApp { app in
      let home = PortraitHome()
      app.show(home)
      let player = LandscapePlayer()
      player.modalPresentationStyle = .fullScreen
      home.present(player, animated: true)
      #expect(app.scene.interfaceOrientation == .landscapeLeft)
      #expect(UIScreen.main.bounds.width == 844)
      try app.advance(by: .seconds(1))
      home.dismiss(animated: true)
      try app.advance(by: .seconds(1))
      #expect(app.scene.interfaceOrientation == .portrait)
    }
  }
}

/// A presented screen that logs its appearance.
@MainActor
private final class AppearanceLog: UIViewController {
  var log: [String] = []
  override func viewWillAppear(_ animated: Bool) { log.append("willAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.append("didAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear(\(animated))") }
}

@MainActor
@Suite struct PresentationAppearanceTests {
  @Test func aPresentedViewControllerAppearsWhenItsPresentationEndsJustBeforeTheCompletion() throws {
    try withSimulatedApp { app in
      let presented = AppearanceLog()
      app.rootViewController?.present(presented, animated: true) { presented.log.append("completion") }
      #expect(presented.log == ["willAppear(true)"])
      #expect(presented.appearanceState == .appearing)
      try app.advance(by: .milliseconds(349))
      #expect(presented.log == ["willAppear(true)"])
      try app.advance(by: .milliseconds(1))
      #expect(presented.log == ["willAppear(true)", "didAppear(true)", "completion"])
      presented.dismiss(animated: false)
      app.runUntilIdle()
      #expect(presented.log.suffix(2) == ["willDisappear(false)", "didDisappear(false)"])
      #expect(presented.appearanceState == .disappeared)
    }
  }

  @Test func aFullScreenPresentationTakesThePresenterOutAndBringsItBackInUIKitsOrder() throws {
    try withSimulatedApp { app in
      let home = AppearanceLog()
      app.show(home)
      home.log.removeAll()
      let player = AppearanceLog()
      player.modalPresentationStyle = .fullScreen
      home.present(player, animated: true)
      #expect(home.log == ["willDisappear(true)"])
      #expect(home.view.window != nil, "still under the presentation while it animates")
      try app.advance(by: .milliseconds(350))
      #expect(home.log == ["willDisappear(true)", "didDisappear(true)"])
      #expect(home.view.window == nil, "UIKit removes the covered view")
      #expect(player.log == ["willAppear(true)", "didAppear(true)"])
      home.log.removeAll()
      player.dismiss(animated: true)
      #expect(player.log.last == "willDisappear(true)")
      #expect(home.log == ["willAppear(true)"], "back under the presented view as the dismissal starts")
      #expect(home.view.window === app.window)
      #expect(app.window.subviews.first === home.view)
      try app.advance(by: .milliseconds(350))
      #expect(home.log == ["willAppear(true)", "didAppear(true)"])
      #expect(player.log.last == "didDisappear(true)")
      #expect(home.appearanceState == .appeared)
    }
  }

  @Test func aSheetLeavesThePresenterInPlaceWithoutAppearanceCallbacks() throws {
    try withSimulatedApp { app in
      let home = AppearanceLog()
      app.show(home)
      home.log.removeAll()
      let sheet = AppearanceLog()
      home.present(sheet, animated: true)
      try app.advance(by: .seconds(1))
      sheet.dismiss(animated: true)
      try app.advance(by: .seconds(1))
      #expect(home.log.isEmpty, "an .automatic (page sheet) presentation keeps the presenter on screen")
      #expect(home.view.window === app.window)
    }
  }

  @Test func aDismissedViewControllerHearsWillDisappearAtTheStartAndDidDisappearAtTheEnd() throws {
    try withSimulatedApp { app in
      let presented = AppearanceLog()
      app.rootViewController?.present(presented, animated: false)
      try app.advance(by: .milliseconds(10))
      presented.log.removeAll()
      presented.dismiss(animated: true) { presented.log.append("completion") }
      #expect(presented.log == ["willDisappear(true)"], "at once, when the transition starts")
      #expect(presented.appearanceState == .disappearing)
      try app.advance(by: .milliseconds(349))
      #expect(presented.view.window != nil, "still on screen while it animates away")
      try app.advance(by: .milliseconds(1))
      #expect(presented.log == ["willDisappear(true)", "didDisappear(true)", "completion"])
      #expect(presented.appearanceState == .disappeared)
    }
  }
}
