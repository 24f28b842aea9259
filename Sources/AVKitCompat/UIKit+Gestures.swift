// UIKit's spellings of the simulator's gesture recognizers.
import Gestures

/// UIKit's `UIGestureRecognizer`: PiPSim's ``Gestures/GestureRecognizer``.
///
/// Recognizers take a method reference for their action instead of a selector; touches come from the test
/// (`SimulatedApp.tap`, `drag`, `pinch` ...) on virtual time.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: PiPSim's ``Gestures/GestureRecognizerDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`: PiPSim's ``Gestures/TapGestureRecognizer``.
///
/// Takes a method reference for its action instead of a selector.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: PiPSim's ``Gestures/PanGestureRecognizer``.
///
/// Takes a method reference for its action instead of a selector.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: PiPSim's ``Gestures/PinchGestureRecognizer``.
///
/// Takes a method reference for its action instead of a selector.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIRotationGestureRecognizer`: PiPSim's ``Gestures/RotationGestureRecognizer``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: PiPSim's ``Gestures/LongPressGestureRecognizer``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`: PiPSim's ``Gestures/SwipeGestureRecognizer``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIScreenEdgePanGestureRecognizer`: PiPSim's ``Gestures/ScreenEdgePanGestureRecognizer``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's `UIRectEdge`: PiPSim's ``Gestures/RectEdge``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIRectEdge = RectEdge
