import { catalogue as arAccount } from "../../locales/account-catalogue-ar";
import { catalogue as enAccount } from "../../locales/account-catalogue-en";
import { catalogue as ar } from "../../locales/catalogue-ar";
import { catalogue as en } from "../../locales/catalogue-en";
import { holdCatalogue } from "./catalogues";

// The server renders pages in either language, and the tests too: both, and both parts, are held from the start.
holdCatalogue("en", en);
holdCatalogue("ar", ar);
holdCatalogue("en", enAccount, "account");
holdCatalogue("ar", arAccount, "account");
