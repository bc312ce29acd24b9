import { phoneSweep } from "./phoneSweep.js";

// Half of the brand families; the other half is in phone-width-harbor-summit.test.ts.
phoneSweep("Meridian");
phoneSweep("Evergreen");
