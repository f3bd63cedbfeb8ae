import { describe, expect, it } from "vitest";
import { distinctOffers, messageLines, startingWithMonth, type TPromotion } from "@/lib/training/promotions";

const promo = (month: number, message = "Same offer", title = "Try SCUTA for FREE"): TPromotion => ({ month, title, message, licenseExpires: "30days", fancyboxList: [] });

describe("startingWithMonth: 'the current month first'", () => {
  const all = [3, 1, 12, 2, 11].map((m) => promo(m));
  it.each([
    [11, [11, 12, 1, 2, 3]],
    [1, [1, 2, 3, 11, 12]],
    [12, [12, 1, 2, 3, 11]],
    [5, [11, 12, 1, 2, 3]],
  ])("month %i → %j", (month, order) => {
    expect(startingWithMonth(all, month).map((p) => p.month)).toEqual(order);
  });
});

describe("messageLines: '<br />' is a line break, never text", () => {
  it.each([
    ['Click the "Try For FREE button" <br /> License expires in 30 days', ['Click the "Try For FREE button"', "License expires in 30 days"]],
    ["One<br>Two<BR/>Three<br  />Four", ["One", "Two", "Three", "Four"]],
    ["<b>Bold</b> offer", ["Bold offer"]],
    ["No break", ["No break"]],
    ["<br />", []],
  ])("%j → %j", (message, lines) => {
    expect(messageLines(message)).toEqual(lines);
  });
});

describe("distinctOffers: the carousel shows each offer once", () => {
  it("keeps the first month of each offer, in list order", () => {
    const list = [promo(11), promo(12), promo(1), promo(5, "Until 07/31"), promo(6, "Until 07/31"), promo(10)];
    expect(distinctOffers(list).map((p) => p.month)).toEqual([11, 5]);
  });

  it("a break written differently is the same offer; other pictures make another", () => {
    const a = promo(1, "A <br /> B");
    const b = promo(2, "A<br>B");
    const c = { ...promo(3, "A <br /> B"), fancyboxList: [{ image: "/x.png", caption: "x" }] };
    expect(distinctOffers([a, b, c]).map((p) => p.month)).toEqual([1, 3]);
  });
});
