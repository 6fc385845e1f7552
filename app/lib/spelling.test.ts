import { describe, expect, it } from "vitest";
import { correctedTerm, editDistance, wordsOf } from "./spelling.ts";

describe("wordsOf", () => {
  it("lower-cases, folds accents and keeps words of three letters or more", () => {
    expect(wordsOf("Lisbon's Tram 28: São Bento at 8")).toEqual(["lisbon", "tram", "sao", "bento"]);
  });
});

describe("editDistance", () => {
  it("counts an added, dropped or changed letter, and two letters swapped, as one edit", () => {
    expect(editDistance("lisbon", "lisbon", 2)).toBe(0);
    expect(editDistance("lisbn", "lisbon", 2)).toBe(1);
    expect(editDistance("lisbonn", "lisbon", 2)).toBe(1);
    expect(editDistance("lisbin", "lisbon", 2)).toBe(1);
    expect(editDistance("lsibon", "lisbon", 2)).toBe(1);
    expect(editDistance("lsibn", "lisbon", 2)).toBe(2);
  });
  it("stops past the most it is asked about", () => {
    expect(editDistance("porto", "lisbon", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 1)).toBe(2);
  });
});

describe("correctedTerm", () => {
  const vocabulary = ["lisbon", "tram", "porto", "beaches", "algarve", "rome"];
  it("replaces each unknown word by the closest known one", () => {
    expect(correctedTerm("lisbn", vocabulary)).toBe("lisbon");
    expect(correctedTerm("Lisbn trma", vocabulary)).toBe("lisbon tram");
    expect(correctedTerm("algrave beachs", vocabulary)).toBe("algarve beaches");
  });
  it("keeps known words, and says nothing when all are known or one is too far", () => {
    expect(correctedTerm("porto beachs", vocabulary)).toBe("porto beaches");
    expect(correctedTerm("lisbon", vocabulary)).toBeUndefined();
    expect(correctedTerm("zzqqxx", vocabulary)).toBeUndefined();
    expect(correctedTerm("lisbn zzqqxx", vocabulary)).toBeUndefined();
    expect(correctedTerm("", vocabulary)).toBeUndefined();
  });
  it("allows one edit up to five letters, two beyond", () => {
    expect(correctedTerm("rmoe", vocabulary)).toBe("rome");
    expect(correctedTerm("rxmx", vocabulary)).toBeUndefined();
    expect(correctedTerm("algxrvx", vocabulary)).toBe("algarve");
  });
});
