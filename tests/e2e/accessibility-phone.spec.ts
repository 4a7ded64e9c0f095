import { accessibilityChecks } from "./accessibility-checks";

accessibilityChecks("phone");
