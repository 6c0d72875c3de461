// KinemaTesting: golden-frame assertions for XCTest users.
