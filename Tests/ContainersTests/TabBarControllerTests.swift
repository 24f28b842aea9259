import AVKitCompat
import Containers
import PiPSimTesting
import Testing

/// A tab bar controller with tabs `names` shown in the app's window, its delegate logging.
@MainActor
private struct TabStage {
  let log: EventLog
  let tabs: UITabBarController
  let screens: [LoggingScreen]
  let delegate: LoggingTabDelegate

  init(app: SimulatedApp, tabs names: [String]) {
    let log = EventLog()
    self.log = log
    screens = names.map { LoggingScreen($0, log: log) }
    tabs = UITabBarController()
    tabs.viewControllers = screens
    delegate = LoggingTabDelegate(log: log)
    tabs.delegate = delegate
    app.show(tabs)
    _ = log.take()
  }
}

@MainActor
@Suite struct TabBarControllerTests {
  @Test func switchingTabsSwapsTheSelectedViewWithAppearanceCallsAndNoDelegateCalls() {
    withSimulatedApp { app in
      let stage = TabStage(app: app, tabs: ["A", "B"])
      #expect(stage.tabs.selectedIndex == 0)
      #expect(stage.tabs.children.count == 2)
      stage.tabs.selectedIndex = 1
      #expect(
        stage.log.take() == [
          "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
          "A.viewDidDisappear(false)",
          "B.viewDidAppear(false)",
        ])
      #expect(stage.tabs.selectedViewController === stage.screens[1])
      #expect(stage.screens[0].view.superview == nil)
      #expect(stage.screens[1].view.window === app.window)
    }
  }

  @Test func theUsersTabChoiceAsksAndTellsTheDelegate() {
    withSimulatedApp { app in
      let stage = TabStage(app: app, tabs: ["A", "B"])
      stage.delegate.allows = false
      #expect(!app.selectTab(1, of: stage.tabs))
      #expect(stage.log.take() == ["shouldSelect B"])
      #expect(stage.tabs.selectedIndex == 0)
      stage.delegate.allows = true
      #expect(app.selectTab(1, of: stage.tabs))
      #expect(stage.log.take().filter { !$0.contains(".") } == ["shouldSelect B", "didSelect B"])
      #expect(stage.tabs.selectedIndex == 1)
    }
  }

  @Test func aSelectionOutsideTheTabsIsIgnoredWithAWarning() {
    withSimulatedApp(expectedDiagnostics: [.tabSelectionRefused]) { app in
      let stage = TabStage(app: app, tabs: ["A", "B"])
      stage.tabs.selectedIndex = 5
      stage.tabs.selectedViewController = UIViewController()
      #expect(stage.tabs.selectedIndex == 0)
      #expect(app.diagnostics.entries.filter { $0.code == .tabSelectionRefused }.count == 2)
      #expect(!app.selectTab(7, of: stage.tabs))
    }
  }

  @Test func theSelectedTabsSafeAreaIncludesTheTabBar() {
    withSimulatedApp { app in
      let stage = TabStage(app: app, tabs: ["A"])
      // iPhone 14 portrait: 49 points of bar above the Home indicator's 34.
      #expect(stage.tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
      #expect(stage.screens[0].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    }
  }

  @Test func aScreenThatHidesTheBottomBarHidesTheTabBarWhilePushed() throws {
    try withSimulatedApp { app in
      let log = EventLog()
      let root = LoggingScreen("Root", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation]
      app.show(tabs)
      #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
      let player = LoggingScreen("Player", log: log)
      player.hidesBottomBarWhenPushed = true
      navigation.pushViewController(player, animated: true)
      try app.advance(by: .milliseconds(350))
      #expect(tabs.tabBar.isHidden)
      #expect(player.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
      #expect(player.tabBarController === tabs)
      navigation.popViewController(animated: false)
      #expect(!tabs.tabBar.isHidden)
    }
  }

  @Test func tabBarItemsKeepWhatTheAppGivesThem() {
    withSimulatedApp { _ in
      let item = UITabBarItem(title: "Live", image: nil, tag: 3)
      item.badgeValue = "2"
      #expect(item.tag == 3)
      #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 1).systemItem == .favorites)
      let screen = UIViewController()
      screen.title = "Home"
      #expect(screen.tabBarItem.title == "Home")
    }
  }
}
