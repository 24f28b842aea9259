import Containers
import ViewHierarchy

/// `UIStackView`: a row or column of views laid out with Auto Layout.
public typealias UIStackView = StackView
/// `NSDirectionalEdgeInsets`: insets with leading and trailing edges.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
