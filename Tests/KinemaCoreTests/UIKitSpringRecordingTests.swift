import XCTest

@testable import KinemaCore

/// UIKit's duration-based spring against the frequencies UIKit itself chose on a device.
///
/// The recordings are facts published in the public repository CosynPa/RevealSpringAnimation
/// (`RevealSpringAnimationTests/UIKitDurationTests.swift`, `testChaos`, measured on iOS 14.4): for
/// each damping ratio `zeta` and integer `v`, `UIView.animate(withDuration: 1 / zeta, delay: 0,
/// usingSpringWithDamping: zeta, initialSpringVelocity: v / 10000, ...)` moved a view, and the
/// angular frequency `omega = sqrt(stiffness / mass)` of the `CASpringAnimation` UIKit attached
/// was recorded. Only the numbers are taken from there; the test is Kinema's own.
///
/// With a positive velocity UIKit's Newton steps are chaotic (neighbouring velocities land on
/// different roots, or nowhere near one), so these numbers pin down its arithmetic. What Kinema
/// reproduces, and the few points where it knowingly differs, is asserted point by point below:
/// any change in the solve shows up as a changed set.
final class UIKitSpringRecordingTests: XCTestCase {
    /// Damping ratio 0.1, duration 10 s: (v, recorded omega), initial velocity v / 10000.
    static let atOneTenth: [(v: Int, omega: Double)] = [
        (210, 4.563081181386087), (211, 4.562848965635916), (212, 4.562616670674333), (213, 4.562384288525174),
        (214, 29.7174775875498), (215, 0.21238673121318224), (216, 0.03714229689742772), (217, 4.5614538387698085),
        (218, 4.561221235472331), (219, 0.21632772288215876), (220, 14.612212198062293), (221, 0.056038597707982196),
        (222, 0.21928154114275633), (223, 0.22026821174440991), (224, 0.22125317924244423), (225, 0.2222380314940772),
        (226, 0.22886274306886692), (227, 0.22420723312191074), (228, 0.22519344386142331), (229, 0.22617838918213107),
        (230, 0.22716328533973595), (231, 4.558188096287089), (232, 4.55795417620894), (233, 1.3487210704577806),
        (234, 78.16563507082961), (235, 4.557252116619635), (236, 4.557017911183073), (237, 4.55678364809281),
        (238, 4.556549293847785), (239, 4.55631485952561), (240, 4.556080345142903), (241, 4.555845750711907),
        (242, 4.55561107609808), (243, 4.5553763212003435), (244, 4.555141485944363), (245, 4.5549065702922515),
        (246, 4.554671493647424), (247, 4.554436493396288), (248, 4.554201340364016), (249, 4.553965989201964),
        (250, 4.553730784077176), (251, 4.553495311646087), (252, 4.553259904756891), (253, 31.359200083698582),
        (254, 0.25079307331164546), (255, 0.2517772943916617), (256, 6.972113790475847), (257, 0.4299680051290053),
        (258, 0.13398104574964204), (259, 0.25571327074827294), (260, 0.2566978588520846), (261, 4.551136937345388),
        (262, 0.2586665392763341), (263, 20.81966718190041), (264, 4.550427713635742), (265, 0.26161852911692174),
        (266, 4.048117816144064), (267, 0.26358638286936564), (268, 0.2645683013152148), (269, 0.26555412624574115),
        (270, 4.549007373764477), (271, 4.5487702367533265), (272, 4.548533237402283), (273, 4.548296045931737),
        (274, 4.5480587723296235), (275, 4.547821415091565), (276, 4.547583978249588), (277, 12.059471247441625),
        (278, 0.27440589375281726), (279, 0.2753893530685444), (280, 0.27637166641150285), (281, 0.2773581593168305),
        (282, 2.307634130788006), (283, 0.2793248468786106), (284, 0.2803085983878013), (285, 4.545443143168735),
        (286, 4.545205055725873), (287, 4.5449667078160845), (288, 5.215848307216217), (289, 4.543650720554705),
        (290, 2.5086144651337046), (291, 4.54401246742506), (292, 4.543773721692829), (293, 0.2891564966574432),
        (294, 4.543291281461728), (295, 5.329992844952693), (296, 0.2921075672406757), (297, 0.29307395005651127),
        (298, 0.2940693472210874), (299, 0.29505665673534776)
    ]

    /// Damping ratio 0.5, duration 2 s: (v, recorded omega), initial velocity v / 10000.
    static let atOneHalf: [(v: Int, omega: Double)] = [
        (8300, 6.036899176854381), (8310, 6.036411430813243), (8320, 6.035923340175695),
        (8330, 6.035434867407543), (8340, 6.034945785098995), (8350, 6.034457064239002),
        (8360, 6.033967622798837), (8370, 6.0334778391940755), (8380, 6.032987690925929),
        (8390, 6.032496897029083), (8400, 6.032006443823415), (8410, 6.031515292892914),
        (8420, 6.031023798538413), (8430, 6.030531960569156), (8440, 1.6725711469554652),
        (8450, 1.6745226211403375), (8460, 1.6764746508860493), (8470, 1.2161638627291715),
        (8480, 1.6803776465385902), (8490, 1.682328950356678), (8500, 1.586902174547666),
        (8510, 1.6854832911555062), (8520, 1.4874387232971111), (8530, 2.2659729571270892),
        (8540, 3.0672925882127497), (8550, 7.065866976384472), (8560, 11.907937182447519),
        (8570, 17.960913879069473), (8580, 25.645587885141072), (8590, 35.531163499252166),
        (8600, 48.41871819674389), (8610, 65.46059554987565), (8620, 88.34987786318786),
        (8630, 1.7096337858074047), (8640, 1.7115831533412964), (8650, 1.7135323890318703),
        (8660, 1.715481492579348), (8670, 1.7174304636832312), (8680, 1.7193793020427646),
        (8690, 1.7213280073563129), (8700, 1.7232765793220035), (8710, 1.725225017637426),
        (8720, 1.7271733219992529), (8730, 1.7291214921037603), (8740, 1.7310695276466603),
        (8750, 1.7330174283230952), (8760, 1.7349651938276427), (8770, 1.7369128238545304),
        (8780, 1.7388603180972222), (8790, 1.7408076762486078), (8800, 1.7427548980007666),
        (8810, 1.7447019830454238), (8820, 1.7466489310742637), (8830, 1.7485957417776496),
        (8840, 1.7505424148450512), (8850, 1.7524889499670462), (8860, 1.754435346831977),
        (8870, 1.756381605128161), (8880, 1.7583277245433333), (8890, 1.76027370476466),
        (8900, 1.762219545478727), (8910, 1.7641652463722555), (8920, 1.7661108071296368),
        (8930, 1.7680562274364509), (8940, 203.51508302021844), (8950, 107.0413776052242),
        (8960, 60.955711391275386), (8970, 42.806416990632705), (8980, 31.712029613414174),
        (8990, 24.22588500937873), (9000, 18.830992984235376), (9010, 14.755019824046247),
        (9020, 11.562707327470852), (9030, 8.989249288599845), (9040, 6.862876509900243),
        (9050, 5.064697234608043), (9060, 3.5040031431029144), (9070, 2.0934821057475768),
        (9080, 0.665567109117879), (9090, 37.648551096715046), (9100, 1.5189238865595982),
        (9110, 1.0864810879049218), (9120, 4.947073597578973), (9130, 1.8069346485571314),
        (9140, 0.15021417699350384), (9150, 5.9917706515280775), (9160, 3.734107350635722),
        (9170, 1.8147033500285341), (9180, 1.8166424594758337), (9190, 1.6987526619414803),
        (9200, 1.8205283183147436), (9210, 5.991062804938581), (9220, 11.698345641466517),
        (9230, 1.8263519324059805), (9240, 5.989499195523138), (9250, 1.8235772336314167),
        (9260, 6.773709581802887), (9270, 1.8339900718966882), (9280, 1.836054686339025),
        (9290, 8.796342610599178), (9300, 18.468435217219305), (9310, 5.985834954496713),
        (9320, 5.908318048319084), (9330, 1.8446538596308955), (9340, 1.847693560517454),
        (9350, 1.8496327040642826), (9360, 1.8515718572598492), (9370, 5.982682489979294),
        (9380, 26.78137912269839), (9390, Double.infinity), (9400, 1.8593265716906617),
        (9410, 3.731642276061635), (9420, 1.8623210998282445), (9430, 1.8651306168716624),
        (9440, 1.8670788576884905), (9450, 1.8690165277799018), (9460, 1.8709540351624085),
        (9470, 1.8728913832704635), (9480, 1.8748285840393535), (9490, 1.9207077814680942),
        (9500, 5.975798068278093), (9510, 5.975265643590921), (9520, 37.00617051831046),
        (9530, 43.98243678809593), (9540, 24.38908749526827), (9550, 1.8699144041897207),
        (9560, 1.890311604459986), (9570, 1.9372866717501662), (9580, 1.894191681837885),
        (9590, 1.8961270026571158), (9600, 5.970455254309207), (9610, 1.4714899874390408),
        (9620, 5.969381708393846), (9630, 1.9038672021539054), (9640, 31.018597493642197),
        (9650, 1.9077362492844776), (9660, 5.96722858999799), (9670, 1.9094640548622248),
        (9680, 1.9135383773007346), (9690, 1.9154723656032637), (9700, 1.9174059557569085),
        (9710, 1.9193394248929243), (9720, 1.9212719905104905), (9730, 1.9232057674297403),
        (9740, 1.9251387562249802), (9750, 1.9270715343639357), (9760, 1.9290041411734944),
        (9770, 1.930936023516525), (9780, 1.9328687281842791), (9790, 1.9348009210584936)
    ]

    /// Recorded points Kinema matches to within 1e-11 relative but not to the last bit (the last
    /// step's rounding; for 263 a chaotic stretch multiplies it to 1.2e-12).
    static let nearAtOneTenth: Set<Int> = [215, 219, 225, 226, 254, 255, 258, 259, 260, 263, 278, 282, 283, 293, 295]
    static let nearAtOneHalf: Set<Int> = [
        8940, 8950, 9100, 9110, 9120, 9130, 9140, 9170, 9180, 9200, 9230, 9280,
        9340, 9350, 9360, 9370
    ]
    /// Where UIKit ran its second solve (from w = 1 / d) although its first ended on a finite w at
    /// which the step had vanished; at v 0.894 and 0.895 the same kind of ending is kept. The
    /// trigger is not in the data; Kinema keeps the first result (see the springs article).
    static let secondSolveAtOneTenth: Set<Int> = [230]
    static let secondSolveAtOneHalf: Set<Int> = [8630, 8640, 8650, 8660, 8670, 8680]

    /// The frequency Kinema builds for a recorded point.
    func solved(_ zeta: Double, _ v: Int) throws -> Double {
        try Spring(duration: 1 / zeta, dampingRatio: zeta, initialVelocity: Double(v) / 10000).naturalFrequency
    }

    func testNoRecordedSpringIsRefusedAndEveryOneIsFinite() throws {
        // Kinema used to refuse 36 of the 90 at ratio 0.1 and 98 of the 150 at ratio 0.5.
        for (zeta, table) in [(0.1, Self.atOneTenth), (0.5, Self.atOneHalf)] {
            for (v, _) in table {
                let w = try solved(zeta, v)
                XCTAssertTrue(w.isFinite && w > 0, "zeta \(zeta) v \(v): \(w)")
            }
        }
    }

    func testWhichRecordedFrequenciesAreMatchedBitForBit() throws {
        // 74 of 90 at ratio 0.1 and 127 of 150 at ratio 0.5 are the recorded Double exactly.
        for (zeta, table, near, second, count) in [
            (0.1, Self.atOneTenth, Self.nearAtOneTenth, Self.secondSolveAtOneTenth, 74),
            (0.5, Self.atOneHalf, Self.nearAtOneHalf, Self.secondSolveAtOneHalf.union([9390]), 127)
        ] {
            var exact: Set<Int> = []
            for (v, omega) in table where try solved(zeta, v) == omega { exact.insert(v) }
            XCTAssertEqual(exact, Set(table.map(\.v)).subtracting(near).subtracting(second), "zeta \(zeta)")
            XCTAssertEqual(exact.count, count, "zeta \(zeta)")
        }
    }

    func testTheRestMatchToOnePartIn1e11() throws {
        // Within 1e-11 relative: 89 of 90 at ratio 0.1 and 143 of 150 at ratio 0.5; outside it
        // only the second-solve points and v 9390 (next test).
        for (zeta, table, near) in [
            (0.1, Self.atOneTenth, Self.nearAtOneTenth), (0.5, Self.atOneHalf, Self.nearAtOneHalf)
        ] {
            for (v, omega) in table where near.contains(v) {
                let w = try solved(zeta, v)
                XCTAssertNotEqual(w, omega, "zeta \(zeta) v \(v) now matches exactly: move it to the exact set")
                XCTAssertEqual(w, omega, accuracy: 1e-11 * omega, "zeta \(zeta) v \(v)")
            }
        }
    }

    func testWhereKinemaKnowinglyDiffers() throws {
        // UIKit's values at the second-solve points are its Newton steps run from w = 1 / d: the
        // same steps run from there reproduce them (to the last bit at ratio 0.5, to one unit in
        // the last place at v 230), so only what made UIKit start again is unexplained.
        for (zeta, table, second) in [
            (0.1, Self.atOneTenth, Self.secondSolveAtOneTenth),
            (0.5, Self.atOneHalf, Self.secondSolveAtOneHalf)
        ] {
            let d = 1 / zeta
            for (v, omega) in table where second.contains(v) {
                let rerun = Swift.abs(
                    Spring.uikitFrequency(
                        solveDuration: d, clampedDampingRatio: zeta,
                        initialVelocity: Double(v) / 10000, start: 1 / d))
                XCTAssertEqual(rerun, omega, accuracy: omega.ulp, "zeta \(zeta) v \(v)")
                // Kinema keeps its first run, which stopped far out (|w| > 100) where e^(zeta d w) is
                // 0 in single precision and the step is 0.
                XCTAssertGreaterThan(try solved(zeta, v), 100, "zeta \(zeta) v \(v)")
            }
        }
        // v 9390: UIKit's steps end on -infinity and it records omega = +infinity. Kinema runs the
        // second solve instead and builds w = 1.8573882, a root of the envelope equation:
        // |(zeta w - v) / (s w)| e^(-zeta d w) = 0.0103059 / 1.6085453 * 0.1560798 = 0.001.
        XCTAssertEqual(Self.atOneHalf.first { $0.v == 9390 }?.omega, .infinity)
        let w = try solved(0.5, 9390), s = Double(Float(0.75).squareRoot())
        XCTAssertEqual(w, 1.8573882, accuracy: 1e-7)
        XCTAssertEqual(Swift.abs((0.5 * w - 0.939) / (s * w)) * Double.exp(-w), 0.001, accuracy: 1e-10)
    }
}
