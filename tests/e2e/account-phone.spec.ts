import { accountChecks } from "./account-checks";

accountChecks("phone");
