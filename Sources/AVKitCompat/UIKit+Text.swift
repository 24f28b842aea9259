import Controls
import ViewHierarchy

/// `UIFont`.
public typealias UIFont = Font
/// `UILabel`.
public typealias UILabel = Label
/// `UIImageView`.
public typealias UIImageView = ImageView
/// `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
