import { phoneSweep } from "./phoneSweep.js";

// One brand family a file (phoneSweep.ts), so the two workers share the four.
phoneSweep("Summit");
