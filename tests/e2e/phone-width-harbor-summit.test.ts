import { phoneSweep } from "./phoneSweep.js";

// Half of the brand families; the other half is in phone-width-meridian-evergreen.test.ts.
phoneSweep("Harbor");
phoneSweep("Summit");
