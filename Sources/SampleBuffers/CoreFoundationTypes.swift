import Foundation

// CoreFoundation's object types as CoreMedia and CoreVideo code passes them. On iOS each is
// toll-free bridged with its Foundation class (a `CFDictionary` is an `NSDictionary`); Foundation on
// Linux declares no CoreFoundation types, so here each is that Foundation class. `attrs as
// CFDictionary`, `key as String` and `unsafeBitCast(pointer, to: CFMutableDictionary.self)` mean
// what they mean on iOS: Swift's bridging conversions, and a class reference as a raw pointer.

/// Any CoreFoundation object (`CFTypeRef`, imported by Swift as `AnyObject`).
public typealias CFTypeRef = AnyObject

/// A CoreFoundation index or count (`CFIndex`, a signed word).
public typealias CFIndex = Int

/// A CoreFoundation string (`CFString`), toll-free bridged with `NSString` as on iOS.
public typealias CFString = NSString

/// An immutable CoreFoundation dictionary (`CFDictionary`), toll-free bridged with `NSDictionary`.
///
/// A Swift dictionary becomes one with `as CFDictionary`, as on iOS.
public typealias CFDictionary = NSDictionary

/// A mutable CoreFoundation dictionary (`CFMutableDictionary`), toll-free bridged with
/// `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary

/// An immutable CoreFoundation array (`CFArray`), toll-free bridged with `NSArray`.
public typealias CFArray = NSArray

/// A CoreFoundation Boolean (`CFBoolean`): one of the two objects ``kCFBooleanTrue`` and
/// ``kCFBooleanFalse``, numbers as on iOS (`kCFBooleanTrue as? Bool` is `true`).
public typealias CFBoolean = NSNumber

/// The true Boolean object (`kCFBooleanTrue`), the value CoreMedia's Boolean attachments take.
///
/// Always the same object, so a value read back can be compared with `==` or `===`.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// The false Boolean object (`kCFBooleanFalse`).
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// The value of a Boolean object (`CFBooleanGetValue`): false for nil.
///
/// Any number reads as its truth (non-zero is true), as `as? Bool` reads it.
public func CFBooleanGetValue(_ boolean: CFBoolean!) -> Bool {
  boolean?.boolValue ?? false
}
