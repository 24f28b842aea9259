import Foundation

// CoreFoundation's array and dictionary functions, over the Foundation classes the CF types are here.
// Keys and values cross as raw pointers to objects, as CF passes them:
// `Unmanaged.passUnretained(key).toOpaque()` in, `unsafeBitCast(pointer, to: CFBoolean.self)` out.
//
// What CF leaves undefined (an index out of range, a NULL collection) is a defined, quiet result
// here: NULL, 0 or false out, nothing changed. See docs/ios-behaviour.md, "CoreFoundation and
// CoreVideo spellings".

/// The number of values in `theArray` (`CFArrayGetCount`); 0 for nil.
public func CFArrayGetCount(_ theArray: CFArray!) -> CFIndex {
  theArray?.count ?? 0
}

/// The value at `idx` of `theArray` (`CFArrayGetValueAtIndex`), a pointer to an object the array holds
/// (not retained for the caller).
///
/// - Returns: nil (NULL) for a nil array or an index outside `0..<CFArrayGetCount(theArray)`, where
///   CoreFoundation's behaviour is undefined, and for an element Foundation on Linux hands out as a
///   new object on every read (a Swift string, number or collection stored in a Foundation-made array),
///   whose pointer would outlive it. A Swift use of nil stops at the implicit unwrap; the CF functions
///   here take it as no object.
public func CFArrayGetValueAtIndex(_ theArray: CFArray!, _ idx: CFIndex) -> UnsafeRawPointer! {
  guard let theArray, idx >= 0, idx < theArray.count else { return nil }
  return heldObjectPointer { theArray.object(at: idx) }
}

/// The value under `key` in `theDict` (`CFDictionaryGetValue`), a pointer to an object the dictionary
/// holds (not retained for the caller).
///
/// - Returns: nil (NULL) when the key is absent, for a nil dictionary or key, and for a value
///   Foundation on Linux hands out as a new object on every read (see ``CFArrayGetValueAtIndex(_:_:)``).
public func CFDictionaryGetValue(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!) -> UnsafeRawPointer! {
  guard let theDict, let key = object(at: key) else { return nil }
  return heldObjectPointer { theDict.object(forKey: key) }
}

/// Whether `theDict` holds a value under `key` (`CFDictionaryContainsKey`); false for nil.
public func CFDictionaryContainsKey(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!) -> Bool {
  guard let theDict, let key = object(at: key) else { return false }
  return theDict.object(forKey: key) != nil
}

/// The number of entries of `theDict` (`CFDictionaryGetCount`); 0 for nil.
public func CFDictionaryGetCount(_ theDict: CFDictionary!) -> CFIndex {
  theDict?.count ?? 0
}

/// Sets `value` under `key` in `theDict`, replacing any value there (`CFDictionarySetValue`); the
/// dictionary retains both.
///
/// Nothing changes for a nil dictionary, key or value, or a key that is not hashable (not an
/// `NSObject`).
public func CFDictionarySetValue(
  _ theDict: CFMutableDictionary!, _ key: UnsafeRawPointer!, _ value: UnsafeRawPointer!
) {
  guard let theDict, let key = hashableObject(at: key), let value = object(at: value) else { return }
  theDict.setObject(value, forKey: key)
}

/// Sets `value` under `key` only when `theDict` has no value there (`CFDictionaryAddValue`).
public func CFDictionaryAddValue(
  _ theDict: CFMutableDictionary!, _ key: UnsafeRawPointer!, _ value: UnsafeRawPointer!
) {
  guard !CFDictionaryContainsKey(theDict, key) else { return }
  CFDictionarySetValue(theDict, key, value)
}

/// Sets `value` under `key` only when `theDict` already has a value there (`CFDictionaryReplaceValue`).
public func CFDictionaryReplaceValue(
  _ theDict: CFMutableDictionary!, _ key: UnsafeRawPointer!, _ value: UnsafeRawPointer!
) {
  guard CFDictionaryContainsKey(theDict, key) else { return }
  CFDictionarySetValue(theDict, key, value)
}

/// Removes the value under `key` from `theDict` (`CFDictionaryRemoveValue`); nothing for nil or an
/// absent key.
public func CFDictionaryRemoveValue(_ theDict: CFMutableDictionary!, _ key: UnsafeRawPointer!) {
  guard let theDict, let key = object(at: key) else { return }
  theDict.removeObject(forKey: key)
}

/// Removes every entry of `theDict` (`CFDictionaryRemoveAllValues`); nothing for nil.
public func CFDictionaryRemoveAllValues(_ theDict: CFMutableDictionary!) {
  theDict?.removeAllObjects()
}

/// The object a CF-style pointer points to, nil for NULL.
private func object(at pointer: UnsafeRawPointer?) -> AnyObject? {
  guard let pointer else { return nil }
  return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
}

/// The object at `pointer` as a dictionary key, nil for NULL or an object that is not hashable.
private func hashableObject(at pointer: UnsafeRawPointer?) -> AnyHashable? {
  guard let key = object(at: pointer) as? NSObject else { return nil }
  return AnyHashable(key)
}

/// A pointer to the object `read` returns when it is an object the collection holds: two reads give
/// the same object. Foundation on Linux hands out Swift values (strings, numbers, collections) as
/// new objects on each read, which nothing would keep alive once this returns: nil then.
private func heldObjectPointer(_ read: () -> Any?) -> UnsafeRawPointer? {
  guard let first = read(), let second = read() else { return nil }
  let object = first as AnyObject
  guard object === second as AnyObject else { return nil }
  return UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
}
