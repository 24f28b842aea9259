import Controls
import ViewHierarchy

/// UIKit's `UIFont`: PiPSim's ``Controls/Font``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIFont = Font
/// UIKit's `UILabel`: PiPSim's ``Controls/Label``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UILabel = Label
/// UIKit's `UIImageView`: PiPSim's ``Controls/ImageView``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIImageView = ImageView
/// UIKit's `NSTextAlignment`: PiPSim's ``Controls/TextAlignment``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: PiPSim's ``Controls/LineBreakMode``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `NSDirectionalEdgeInsets`: PiPSim's ``ViewHierarchy/DirectionalEdgeInsets``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSDirectionalRectEdge`: PiPSim's ``Controls/DirectionalRectEdge``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `UIUserInterfaceStyle`: PiPSim's ``ViewHierarchy/UserInterfaceStyle``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIAccessibilityTraits`: PiPSim's ``ViewHierarchy/AccessibilityTraits``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's `UIAccessibility`: PiPSim's ``ViewHierarchy/Accessibility``. No assistive technology runs
/// in the simulation; posted notifications are recorded on the trace.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIAccessibility = Accessibility
/// UIKit's `UITextField`: PiPSim's ``Controls/TextField``.
///
/// Target-action takes a method reference instead of a selector, as on every `UIControl` here.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UITextField = TextField
/// UIKit's `UITextFieldDelegate`: PiPSim's ``Controls/TextFieldDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's `UIKeyboardType`: PiPSim's ``Controls/KeyboardType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UIReturnKeyType`: PiPSim's ``Controls/ReturnKeyType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UITextAutocapitalizationType`: PiPSim's ``Controls/TextAutocapitalizationType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`: PiPSim's ``Controls/TextAutocorrectionType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`: PiPSim's ``Controls/TextSpellCheckingType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's `UITextContentType`: PiPSim's ``Controls/TextContentType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITextContentType = TextContentType
