import { accountChecks } from "./account-checks";

accountChecks("desktop");
