import Containers

/// `UINavigationController`.
public typealias UINavigationController = NavigationController
/// `UINavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UINavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UINavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIToolbar`.
public typealias UIToolbar = Toolbar
/// `UITabBarController`.
public typealias UITabBarController = TabBarController
/// `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UITabBar`.
public typealias UITabBar = TabBar
/// `UITabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UIBarItem`.
public typealias UIBarItem = BarItem
/// `UIBarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
