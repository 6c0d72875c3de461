import XCTest
import KinemaDynamics
