import Controls

/// UIKit's `UIControl`: PiPSim's ``Controls/Control``.
///
/// Target-action takes a method reference (`addTarget(self, action: Screen.tapped, for:)`) instead of a
/// selector: there is no Objective-C runtime on Linux.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIControl = Control
/// UIKit's `UIButton`: PiPSim's ``Controls/Button``.
///
/// Target-action takes a method reference instead of a selector, as on every `UIControl` here.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIButton = Button
/// UIKit's `UISlider`: PiPSim's ``Controls/Slider``.
///
/// Target-action takes a method reference instead of a selector, as on every `UIControl` here.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UISlider = Slider
/// UIKit's `UISwitch`: PiPSim's ``Controls/Switch``.
///
/// Target-action takes a method reference instead of a selector, as on every `UIControl` here.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UISwitch = Switch
/// UIKit's `UIProgressView`: PiPSim's ``Controls/ProgressView``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIProgressView = ProgressView
/// UIKit's `UIActivityIndicatorView`: PiPSim's ``Controls/ActivityIndicatorView``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIAction`: PiPSim's ``Controls/Action``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIAction = Action
/// UIKit's `UIActionHandler`: PiPSim's ``Controls/ActionHandler``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIActionHandler = ActionHandler
/// UIKit's `UIMenuElement`: PiPSim's ``Controls/MenuElement``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIMenuElement = MenuElement
/// UIKit's `UIMenu`: PiPSim's ``Controls/Menu``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIMenu = Menu
