import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an SVG document in document order, with their attributes and enclosing classes.
final class SVGElements: NSObject, XMLParserDelegate {
  struct Element {
    let name: String
    let attributes: [String: String]
    /// The `class` attributes of the enclosing elements, outermost first.
    let enclosingClasses: [String]
  }

  private(set) var elements: [Element] = []
  private var classStack: [String] = []

  /// Parses `document`; nil when it is not well-formed XML.
  static func parse(_ document: String) -> SVGElements? {
    let collector = SVGElements()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = collector
    return parser.parse() ? collector : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: elementName, attributes: attributes, enclosingClasses: classStack))
    classStack.append(attributes["class"] ?? "")
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    classStack.removeLast()
  }

  /// The elements named `name` whose class is `className`.
  func all(_ name: String, class className: String) -> [Element] {
    elements.filter { $0.name == name && $0.attributes["class"] == className }
  }
}
