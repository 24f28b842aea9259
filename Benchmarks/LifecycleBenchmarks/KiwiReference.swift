import Foundation
import SolverWorkloads

#if canImport(Glibc)
  import Glibc
#endif

/// kiwi's C++ solver (kiwisolver 1.5.1's core), loaded at run time from the library that
/// `Benchmarks/KiwiReference/build.sh` builds, solving a ``SolverWorkload`` written to JSON: the
/// same system, built and stepped as PiPSim's solver does it in ``LayoutSuite``, in the same process.
///
/// Nothing of kiwi is linked or committed: without the library the kiwi cases are left out.
final class KiwiReference {
  /// The library's C functions.
  private struct Library {
    typealias Load = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
    typealias LoadError = @convention(c) () -> UnsafePointer<CChar>
    typealias Run = @convention(c) (UnsafeMutableRawPointer, Int64) -> Int32
    typealias RunError = @convention(c) (UnsafeMutableRawPointer) -> UnsafePointer<CChar>
    typealias Value = @convention(c) (UnsafeMutableRawPointer, Int64) -> Double
    typealias Free = @convention(c) (UnsafeMutableRawPointer) -> Void

    let load: Load
    let loadError: LoadError
    let build: Run
    let steps: Run
    let error: RunError
    let value: Value
    let free: Free

    /// The library at `path`, or `nil` when it is missing or lacks a function.
    init?(path: String) {
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
      func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
      }
      guard let load = symbol("pipsim_kiwi_load", as: Load.self),
        let loadError = symbol("pipsim_kiwi_load_error", as: LoadError.self),
        let build = symbol("pipsim_kiwi_build", as: Run.self),
        let steps = symbol("pipsim_kiwi_steps", as: Run.self),
        let error = symbol("pipsim_kiwi_error", as: RunError.self),
        let value = symbol("pipsim_kiwi_value", as: Value.self),
        let free = symbol("pipsim_kiwi_free", as: Free.self)
      else { return nil }
      (self.load, self.loadError, self.build, self.steps) = (load, loadError, build, steps)
      (self.error, self.value, self.free) = (error, value, free)
    }
  }

  /// Where build.sh puts the library and the workloads, from the package root.
  static let directory = URL(fileURLWithPath: ".build/kiwi-reference", isDirectory: true)

  /// The loaded library, or `nil` when it has not been built.
  private static let library = Library(
    path: directory.appendingPathComponent("libkiwireference.so").path)

  /// Whether the library is there, so the kiwi cases can run.
  static var isAvailable: Bool { library != nil }

  private let library: Library
  private let handle: UnsafeMutableRawPointer
  /// The workload solved.
  let workload: SolverWorkload

  /// Writes `workload` to `.build/kiwi-reference/workloads/<file name>.json` and loads it into kiwi.
  ///
  /// - Throws: ``KiwiReferenceError`` when the library is missing or refuses the workload.
  init(_ workload: SolverWorkload, fileName: String) throws {
    guard let library = Self.library else { throw KiwiReferenceError.notBuilt }
    let file = try workload.write(
      into: Self.directory.appendingPathComponent("workloads"), fileName: fileName)
    guard let handle = library.load(file.path) else {
      throw KiwiReferenceError.refused(String(cString: library.loadError()))
    }
    self.library = library
    self.handle = handle
    self.workload = workload
  }

  deinit {
    library.free(handle)
  }

  /// Builds a fresh kiwi solver `operations` times; the last one stays for ``steps(_:)``.
  ///
  /// - Throws: ``KiwiReferenceError/failed(_:)`` with what kiwi threw.
  func build(_ operations: Int) throws {
    guard library.build(handle, Int64(operations)) != 0 else {
      throw KiwiReferenceError.failed(String(cString: library.error(handle)))
    }
  }

  /// Applies the next `operations` steps of the workload, updating the variables after each.
  ///
  /// - Throws: ``KiwiReferenceError/failed(_:)`` with what kiwi threw.
  func steps(_ operations: Int) throws {
    guard library.steps(handle, Int64(operations)) != 0 else {
      throw KiwiReferenceError.failed(String(cString: library.error(handle)))
    }
  }

  /// The value of every workload variable, by index, after the last update.
  var values: [Double] {
    workload.variables.indices.map { library.value(handle, Int64($0)) }
  }
}

/// The kiwi reference could not run.
enum KiwiReferenceError: Error, CustomStringConvertible {
  /// The library is missing.
  case notBuilt
  /// The library refused the workload file.
  case refused(String)
  /// kiwi threw while building or stepping.
  case failed(String)
  /// kiwi's solution and PiPSim's are not the same optimum of the workload.
  case differentOptimum(kiwi: String, pipsim: String)

  var description: String {
    switch self {
    case .notBuilt: "the kiwi reference is not built: run Benchmarks/KiwiReference/build.sh"
    case .refused(let reason): "the kiwi reference refused the workload: \(reason)"
    case .failed(let reason): "kiwi failed: \(reason)"
    case .differentOptimum(let kiwi, let pipsim):
      "kiwi and PiPSim solved the same workload to different optima: kiwi \(kiwi), PiPSim \(pipsim)"
    }
  }
}
