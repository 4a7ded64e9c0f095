import { accessibilityChecks } from "./accessibility-checks";

accessibilityChecks("desktop");
