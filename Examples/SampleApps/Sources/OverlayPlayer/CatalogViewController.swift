import AVKitCompat

/// The app's first screen, in a navigation controller: a search field, a title and a button that
/// pushes the movie screen; typing in the field hides the title (and disables the button) when it
/// does not match. While the movie plays in Picture in Picture the user may go back to the catalog; the
/// PiP window's return-to-app button pushes the movie screen again.
public final class CatalogViewController: UIViewController, UITextFieldDelegate {
  /// Filters the catalog by title.
  public let searchField = UITextField()
  /// The movie's title.
  public let headline = UILabel()
  /// Pushes the movie screen.
  public let playButton = UIButton(configuration: .filled())
  /// The movie screen, made on the first tap and kept while its PiP runs.
  public private(set) var movieScreen: MovieOverlayViewController?

  private let movieURL: URL

  /// A catalog of the one movie at `movieURL`.
  public init(movieURL: URL) {
    self.movieURL = movieURL
    super.init(nibName: nil, bundle: nil)
    title = "Catalog"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    headline.text = "Pilot"
    headline.font = .preferredFont(forTextStyle: .largeTitle)
    playButton.configuration?.title = "Play"
    playButton.addAction(UIAction { [unowned self] _ in showMovie() }, for: .touchUpInside)
    searchField.placeholder = "Search"
    searchField.borderStyle = .roundedRect
    searchField.returnKeyType = .search
    searchField.clearButtonMode = .whileEditing
    searchField.autocorrectionType = .no
    searchField.delegate = self
    searchField.addTarget(self, action: CatalogViewController.searchChanged, for: .editingChanged)
    let column = UIStackView(arrangedSubviews: [searchField, headline, playButton])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 16
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      searchField.widthAnchor.constraint(equalToConstant: 240),
    ])
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Play", style: .plain, target: self, action: CatalogViewController.showMovie)
  }

  /// The search key ends the search: the keyboard goes away.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  private func searchChanged() {
    let query = searchField.text ?? ""
    let matches = query.isEmpty || "Pilot".localizedCaseInsensitiveContains(query)
    headline.isHidden = !matches
    playButton.isEnabled = matches
  }

  func showMovie() {
    let screen = movieScreen ?? MovieOverlayViewController(url: movieURL, title: "Pilot")
    screen.restoreHandler = { [weak self] screen in
      guard let navigation = self?.navigationController, !navigation.viewControllers.contains(screen) else {
        return
      }
      navigation.pushViewController(screen, animated: false)
    }
    movieScreen = screen
    navigationController?.pushViewController(screen, animated: true)
  }
}
