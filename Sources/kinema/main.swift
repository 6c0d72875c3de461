// The `kinema` executable: everything it does lives in the KinemaCLI library.
import KinemaCLI

KinemaTool.main()
