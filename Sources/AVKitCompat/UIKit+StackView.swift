import Containers

/// `UIStackView`: a row or column of views laid out with Auto Layout.
public typealias UIStackView = StackView
