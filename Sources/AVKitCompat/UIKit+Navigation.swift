import Containers

/// UIKit's `UINavigationController`: PiPSim's ``Containers/NavigationController``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationControllerDelegate`: PiPSim's ``Containers/NavigationControllerDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's `UINavigationBar`: PiPSim's ``Containers/NavigationBar``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UINavigationItem`: PiPSim's ``Containers/NavigationItem``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIToolbar`: PiPSim's ``Containers/Toolbar``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIToolbar = Toolbar
/// UIKit's `UITabBarController`: PiPSim's ``Containers/TabBarController``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBarControllerDelegate`: PiPSim's ``Containers/TabBarControllerDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UITabBar`: PiPSim's ``Containers/TabBar``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarItem`: PiPSim's ``Containers/TabBarItem``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UIBarItem`: PiPSim's ``Containers/BarItem``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIBarItem = BarItem
/// UIKit's `UIBarButtonItem`: PiPSim's ``Containers/BarButtonItem``.
///
/// Takes a method reference for its action instead of a selector.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIBarButtonItem = BarButtonItem
