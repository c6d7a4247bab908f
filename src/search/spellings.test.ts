import { withCyrillicData } from "../cyrillic/data.server";
import type { NameForms } from "./spellings";
import { describe, expect, it } from "vitest";
import { aliasTerms, encodeAliases, placesNamed, spellingsFor } from "./spellings";

const names = withCyrillicData([
  { uz: "Chorvoq", en: "Charvak", ru: "Чарвак", variants: { en: ["Chorvoq"], ru: ["Чорвок-"] } },
  { uz: "Chimyon", en: "Chimgan", ru: "Чимган", also: { en: ["Chimyon"] } },
  {
    uz: "Boʻstonliq tumani",
    en: "Bo'stonliq district",
    ru: "Бостанлыкский район",
    variants: { ru: ["Бостандык-"] },
  },
]) as NameForms[];

describe("spellingsFor", () => {
  it("adds the variants of the names a page uses, and the other Latin form", () => {
    expect(spellingsFor("The Charvak reservoir", "en", names)).toEqual(["Chorvoq"]);
    expect(spellingsFor("Chorvoq suv ombori", "uz", names)).toEqual(["Charvak"]);
    expect(spellingsFor("Чарвакское водохранилище", "ru", names)).toEqual(["Чорвок"]);
    expect(spellingsFor("Chimyon slopes", "en", names)).toEqual(["Chimyon"]);
    expect(spellingsFor("Nothing named", "en", names)).toEqual([]);
  });
});

describe("aliases: what a variant in the query marks", () => {
  const encoded = encodeAliases(placesNamed("Чарвакское водохранилище, Бостанлыкский район", "ru", names));
  it("pairs each place's own first word with the words a reader may type instead, folded", () => {
    expect(encoded).toBe("чарвак=чорвок;бостанлыкский=бостандык");
  });
  it("gives the page's own form for a query word that begins one of the other spellings", () => {
    expect(aliasTerms(encoded, ["чорвок"])).toEqual(["чарвак"]);
    expect(aliasTerms(encoded, ["бостан"])).toEqual(["бостанлыкский"]);
    expect(aliasTerms(encoded, ["чарвак"])).toEqual([]);
    expect(aliasTerms("", ["чорвок"])).toEqual([]);
  });
});
