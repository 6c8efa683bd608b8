import { catalogue as ar } from "../../locales/catalogue-ar";
import { catalogue as en } from "../../locales/catalogue-en";
import { holdCatalogue } from "./catalogues";

// The server renders pages in either language, and the tests too: both are held from the start.
holdCatalogue("en", en);
holdCatalogue("ar", ar);
