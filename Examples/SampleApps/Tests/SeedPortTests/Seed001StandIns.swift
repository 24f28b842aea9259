// Small stand-ins for the vendor APIs seed 001's code calls: SnapKit's `snp` (the few makers it
// uses) and StreamLayer's L-bar delegate and state machine. Not PiPSim API.
import AVKitCompat

/// StreamLayer's L-bar delegate: the SDK asks the host to make room for its element.
@MainActor
protocol SLRLBarDelegate: AnyObject {
  func moveRightSide(for points: CGFloat)
  func moveBottomSide(for points: CGFloat)
}

/// StreamLayer's layout state: which way the SDK lays its element out.
@MainActor
enum SLRStateMachine {
  enum Orientation { case vertical, horizontal }
  static var orientation = Orientation.horizontal
}

/// SnapKit's `view.snp`: edge constraints to the superview, made once and updated by attribute.
@MainActor
struct ConstraintViewDSL {
  let view: UIView

  /// The constraints `makeConstraints` made, by view and edge (SnapKit keeps them on the view).
  private static var made: [ObjectIdentifier: [ConstraintMaker.Edge: NSLayoutConstraint]] = [:]

  func makeConstraints(_ build: (ConstraintMaker) -> Void) {
    let maker = ConstraintMaker()
    build(maker)
    guard let superview = view.superview else { return }
    var constraints: [ConstraintMaker.Edge: NSLayoutConstraint] = [:]
    for item in maker.items {
      let constraint: NSLayoutConstraint
      switch item.attribute {
      case .left:
        constraint = view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: item.constant)
      case .right:
        constraint = view.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: item.constant)
      case .top: constraint = view.topAnchor.constraint(equalTo: superview.topAnchor, constant: item.constant)
      case .bottom:
        constraint = view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: item.constant)
      }
      constraints[item.attribute] = constraint
    }
    NSLayoutConstraint.activate(Array(constraints.values))
    Self.made[ObjectIdentifier(view)] = constraints
  }

  func updateConstraints(_ build: (ConstraintMaker) -> Void) {
    let maker = ConstraintMaker()
    build(maker)
    for item in maker.items {
      Self.made[ObjectIdentifier(view)]?[item.attribute]?.constant = item.constant
    }
  }
}

/// SnapKit's maker: `$0.right.equalToSuperview().offset(-points)`.
@MainActor
final class ConstraintMaker {
  /// The edges the maker knows.
  enum Edge { case left, right, top, bottom }

  final class Item {
    let attribute: ConstraintMaker.Edge
    var constant: CGFloat = 0
    init(_ attribute: ConstraintMaker.Edge) { self.attribute = attribute }
    @discardableResult func equalToSuperview() -> Item { self }
    @discardableResult func offset(_ amount: CGFloat) -> Item {
      constant = amount
      return self
    }
  }

  private(set) var items: [Item] = []
  private func item(_ attribute: ConstraintMaker.Edge) -> Item {
    let item = Item(attribute)
    items.append(item)
    return item
  }
  var left: Item { item(.left) }
  var right: Item { item(.right) }
  var top: Item { item(.top) }
  var bottom: Item { item(.bottom) }
}

extension UIView {
  var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
