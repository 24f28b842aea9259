import Controls

/// `UIControl`.
public typealias UIControl = Control
/// `UIButton`.
public typealias UIButton = Button
/// `UISlider`.
public typealias UISlider = Slider
/// `UISwitch`.
public typealias UISwitch = Switch
/// `UIProgressView`.
public typealias UIProgressView = ProgressView
/// `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIAction`.
public typealias UIAction = Action
/// `UIActionHandler`.
public typealias UIActionHandler = ActionHandler
/// `UIMenuElement`.
public typealias UIMenuElement = MenuElement
/// `UIMenu`.
public typealias UIMenu = Menu
