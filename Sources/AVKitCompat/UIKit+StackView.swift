import Containers

/// UIKit's `UIStackView`: PiPSim's ``Containers/StackView`` (a row or column of views laid out with Auto
/// Layout).
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIStackView = StackView
