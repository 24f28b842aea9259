import AVKitCompat
import Containers
import PiPSimTesting
import Testing

/// A navigation controller shown in the app's window with `names` as its stack, its delegate logging.
@MainActor
private struct NavigationStage {
  let log = EventLog()
  let navigation: UINavigationController
  let screens: [String: LoggingScreen]
  let delegate: LoggingNavigationDelegate

  init(app: SimulatedApp, stack names: [String], others: [String] = []) {
    var screens: [String: LoggingScreen] = [:]
    for name in names + others { screens[name] = LoggingScreen(name, log: log) }
    navigation = UINavigationController()
    navigation.setViewControllers(names.compactMap { screens[$0] }, animated: false)
    delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    self.screens = screens
    app.show(navigation)
    _ = log.take()
  }

  subscript(name: String) -> LoggingScreen { screens[name] ?? LoggingScreen(name, log: log) }
}

@MainActor
@Suite struct NavigationControllerTests {
  @Test func aSwipeFromTheLeftEdgePastHalfTheWidthPopsAndAShortOneDoesNot() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A", "B"])
      let view = try #require(stage.navigation.viewIfLoaded)
      let recognizer = try #require(stage.navigation.interactivePopGestureRecognizer)
      #expect(recognizer.view === view)
      let width = view.bounds.width
      #expect(app.pan(view, from: CGPoint(x: 4, y: 400), to: CGPoint(x: width * 0.4, y: 400)))
      try app.advance(by: .seconds(1))
      #expect(stage.navigation.viewControllers.count == 2)
      #expect(app.pan(view, from: CGPoint(x: 4, y: 400), to: CGPoint(x: width * 0.8, y: 400)))
      try app.advance(by: .seconds(1))
      #expect(stage.navigation.topViewController === stage["A"])
      // Over the root, the same swipe pops nothing; a disabled recognizer takes no swipe.
      #expect(app.pan(view, from: CGPoint(x: 4, y: 400), to: CGPoint(x: width * 0.8, y: 400)))
      try app.advance(by: .seconds(1))
      #expect(stage.navigation.viewControllers.count == 1)
      stage.navigation.pushViewController(stage["B"], animated: false)
      recognizer.isEnabled = false
      app.pan(view, from: CGPoint(x: 4, y: 400), to: CGPoint(x: width * 0.8, y: 400))
      try app.advance(by: .seconds(1))
      #expect(stage.navigation.topViewController === stage["B"])
    }
  }

  @Test func anAnimatedPushCallsContainmentAndAppearanceInUIKitsOrderOverTheTransition() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"], others: ["B"])
      stage.navigation.pushViewController(stage["B"], animated: true)
      #expect(
        stage.log.take() == [
          "B.willMove(parent)", "B.viewDidLoad", "willShow B", "A.viewWillDisappear(true)",
          "B.viewWillAppear(true)",
        ])
      #expect(stage.navigation.topViewController === stage["B"])
      try app.advance(by: .milliseconds(349))
      #expect(stage.log.take().isEmpty)
      try app.advance(by: .milliseconds(1))
      #expect(
        stage.log.take() == [
          "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(parent)", "didShow B",
        ])
      #expect(stage["B"].view.superview === stage.navigation.view)
      #expect(stage["A"].view.superview == nil)
      #expect(titles(stage.navigation.children) == ["A", "B"])
    }
  }

  @Test func anAnimatedPopRemovesTheTopChildOnceTheTransitionEnds() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A", "B"])
      let popped = stage.navigation.popViewController(animated: true)
      #expect(popped === stage["B"])
      #expect(
        stage.log.take() == [
          "B.willMove(nil)", "A.viewDidLoad", "willShow A", "B.viewWillDisappear(true)",
          "A.viewWillAppear(true)",
        ])
      #expect(stage["B"].parent === stage.navigation)
      try app.advance(by: .milliseconds(350))
      #expect(
        stage.log.take() == [
          "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)", "didShow A",
        ])
      #expect(stage["B"].parent == nil)
      #expect(titles(stage.navigation.viewControllers) == ["A"])
      #expect(stage.navigation.view.subviews.contains { $0 === stage["A"].view })
    }
  }

  @Test func aPushWithoutAnimationRunsTheWholeSequenceAtOnce() {
    withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"], others: ["B"])
      stage.navigation.pushViewController(stage["B"], animated: false)
      #expect(
        stage.log.take() == [
          "B.willMove(parent)", "B.viewDidLoad", "willShow B", "A.viewWillDisappear(false)",
          "B.viewWillAppear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
          "B.didMove(parent)", "didShow B",
        ])
    }
  }

  @Test func popToRootTakesOffEveryScreenAboveTheRootButOnlyTheTopOneDisappears() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A", "B", "C"])
      let popped = stage.navigation.popToRootViewController(animated: true)
      #expect(titles(popped) == ["B", "C"])
      try app.advance(by: .milliseconds(350))
      #expect(
        stage.log.take() == [
          "B.willMove(nil)", "C.willMove(nil)", "A.viewDidLoad", "willShow A", "C.viewWillDisappear(true)",
          "A.viewWillAppear(true)", "C.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)",
          "C.didMove(nil)", "didShow A",
        ])
      #expect(stage.navigation.popToRootViewController(animated: true)?.isEmpty == true)
      #expect(stage.log.take().isEmpty)
    }
  }

  @Test func popToAViewControllerKeepsTheOnesBelowIt() {
    withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A", "B", "C"])
      let popped = stage.navigation.popToViewController(stage["B"], animated: false)
      #expect(titles(popped) == ["C"])
      #expect(stage.navigation.topViewController === stage["B"])
      #expect(stage.log.take().contains("B.viewDidAppear(false)"))
    }
  }

  @Test func setViewControllersReplacesTheStackAndShowsTheNewTop() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A", "B"], others: ["D"])
      stage.navigation.setViewControllers([stage["A"], stage["D"]], animated: true)
      try app.advance(by: .milliseconds(350))
      #expect(
        stage.log.take() == [
          "B.willMove(nil)", "D.willMove(parent)", "D.viewDidLoad", "willShow D", "B.viewWillDisappear(true)",
          "D.viewWillAppear(true)", "B.viewDidDisappear(true)", "D.viewDidAppear(true)", "B.didMove(nil)",
          "D.didMove(parent)", "didShow D",
        ])
      #expect(titles(stage.navigation.viewControllers) == ["A", "D"])
    }
  }

  @Test func theTopScreensSafeAreaIncludesTheNavigationBarWhileItIsShown() {
    withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"])
      let bar = stage.navigation.navigationBar
      // iPhone 14 portrait: the status bar's 47 points, then the 44-point bar.
      #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
      #expect(stage["A"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(stage["A"].view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
      stage.navigation.setNavigationBarHidden(true, animated: false)
      #expect(stage.navigation.isNavigationBarHidden)
      #expect(stage["A"].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      stage.navigation.isToolbarHidden = false
      #expect(stage["A"].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 78, right: 0))
      #expect(stage.navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    }
  }

  @Test func theSafeAreaGuideOfAPushedScreenLaysOutBelowTheBar() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"], others: ["B"])
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      stage["B"].view.addSubview(content)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: stage["B"].view.safeAreaLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: stage["B"].view.leadingAnchor),
        content.widthAnchor.constraint(equalToConstant: 100),
        content.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.navigation.pushViewController(stage["B"], animated: true)
      try app.advance(by: .milliseconds(350))
      app.window.layoutIfNeeded()
      #expect(content.frame == CGRect(x: 0, y: 91, width: 100, height: 10))
    }
  }

  @Test func pushingAScreenAlreadyInTheStackIsIgnoredWithAWarning() {
    withSimulatedApp(expectedDiagnostics: [.navigationStackRefused]) { app in
      let stage = NavigationStage(app: app, stack: ["A", "B"])
      stage.navigation.pushViewController(stage["A"], animated: false)
      #expect(stage.navigation.viewControllers.count == 2)
      #expect(stage.log.take().isEmpty)
      #expect(app.diagnostics.entries.contains { $0.code == .navigationStackRefused })
      stage.navigation.pushViewController(UINavigationController(), animated: false)
      #expect(stage.navigation.viewControllers.count == 2)
    }
  }

  @Test func poppingTheRootReturnsNilAndChangesNothing() {
    withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"])
      #expect(stage.navigation.popViewController(animated: true) == nil)
      #expect(stage.log.take().isEmpty)
      #expect(stage.navigation.topViewController === stage["A"])
    }
  }

  @Test func anEmptyStackShowsNothingAndReleasesTheScreens() {
    withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"])
      stage.navigation.setViewControllers([], animated: true)
      #expect(stage.navigation.viewControllers.isEmpty)
      #expect(stage.navigation.topViewController == nil)
      #expect(
        stage.log.take() == [
          "A.willMove(nil)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "A.didMove(nil)",
        ])
      #expect(stage["A"].parent == nil)
    }
  }

  @Test func aPushDuringATransitionIsQueuedAndShownWhenTheFirstEnds() throws {
    try withSimulatedApp(expectedDiagnostics: [.navigationTransitionOverlapped]) { app in
      let stage = NavigationStage(app: app, stack: ["A"], others: ["B", "C"])
      stage.navigation.pushViewController(stage["B"], animated: true)
      stage.navigation.pushViewController(stage["C"], animated: true)
      #expect(app.diagnostics.entries.contains { $0.code == .navigationTransitionOverlapped })
      #expect(titles(stage.navigation.viewControllers) == ["A", "B", "C"])
      try app.advance(by: .milliseconds(350))
      #expect(stage.navigation.view.subviews.contains { $0 === stage["C"].view })
      try app.advance(by: .milliseconds(350))
      let log = stage.log.take()
      #expect(log.suffix(3) == ["B.viewDidDisappear(true)", "C.viewDidAppear(true)", "didShow C"])
      #expect(stage["B"].view.superview == nil)
      #expect(stage["C"].view.window === app.window)
    }
  }

  @Test func theUsersBackButtonPopsAnimatedUnlessTheTopItemHidesIt() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A", "B"])
      #expect(stage.navigation.navigationBar.backButtonTitle == "A")
      stage["B"].navigationItem.hidesBackButton = true
      #expect(!app.tapBackButton(of: stage.navigation))
      stage["B"].navigationItem.hidesBackButton = false
      #expect(app.tapBackButton(of: stage.navigation))
      #expect(stage.log.take().contains("B.viewWillDisappear(true)"))
      try app.advance(by: .milliseconds(350))
      #expect(stage.navigation.topViewController === stage["A"])
      #expect(!app.tapBackButton(of: stage.navigation))
    }
  }

  @Test func tappingABarButtonItemRunsItsTargetsActionOrItsPrimaryAction() {
    withSimulatedApp { app in
      final class Editor: UIViewController {
        var saves = 0
        func save() { saves += 1 }
      }
      let editor = Editor()
      let save = UIBarButtonItem(title: "Save", style: .done, target: editor, action: Editor.save)
      var closes = 0
      let close = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in closes += 1 })
      editor.navigationItem.rightBarButtonItems = [save, close]
      let offScreen = UIBarButtonItem(barButtonSystemItem: .add, target: editor, action: Editor.save)
      let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
      #expect(space.systemItem == .flexibleSpace)
      #expect(!space.hasAction)
      app.show(UINavigationController(rootViewController: editor))
      #expect(app.tap(save))
      #expect(app.tap(close))
      #expect(!app.tap(offScreen))
      save.isEnabled = false
      #expect(!app.tap(save))
      #expect(editor.saves == 1)
      #expect(closes == 1)
    }
  }

  @Test func showPushesInsideANavigationControllerAndTitlesFollowTheScreen() throws {
    try withSimulatedApp { app in
      let stage = NavigationStage(app: app, stack: ["A"], others: ["B"])
      stage["A"].show(stage["B"], sender: nil)
      try app.advance(by: .milliseconds(350))
      #expect(stage.navigation.topViewController === stage["B"])
      #expect(stage["B"].navigationController === stage.navigation)
      #expect(stage.navigation.navigationBar.topItem?.title == "B")
      stage["B"].navigationItem.title = "Details"
      #expect(stage.navigation.navigationBar.topItem?.title == "Details")
      #expect(stage.navigation.visibleViewController === stage["B"])
    }
  }
}
