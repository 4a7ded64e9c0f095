import { describe, expect, it } from "vitest";
import { receivingErrors, statusAfterReceiving, type ReceivableLine } from "./receiving";

const sofas: ReceivableLine = { id: "sofas", name: "Linen sofa", quantity: 2, quantityReceived: 0 };
const chairs: ReceivableLine = { id: "chairs", name: "Oak dining chair", quantity: 4, quantityReceived: 0 };

describe("receiving a purchase order", () => {
  it("refuses a line not on the order, a line named twice and more than a line's quantity, naming each entry", () => {
    expect(receivingErrors([sofas, chairs], [{ lineId: "sofas", quantityReceived: 2 }, { lineId: "chairs", quantityReceived: 4 }])).toEqual({});
    expect(
      receivingErrors(
        [sofas, chairs],
        [
          { lineId: "lamps", quantityReceived: 1 },
          { lineId: "sofas", quantityReceived: 3 },
          { lineId: "chairs", quantityReceived: 1 },
          { lineId: "chairs", quantityReceived: 2 },
        ],
      ),
    ).toEqual({
      "lines.0.lineId": ["This line is not on the purchase order"],
      "lines.1.quantityReceived": ["At most 2 can be received for Linen sofa"],
      "lines.3.lineId": ["Each line may be received once per request"],
    });
  });

  it("is received once every line has all of its quantity, counting lines not named at what they had", () => {
    expect(statusAfterReceiving("sent", [sofas, chairs], [{ lineId: "sofas", quantityReceived: 2 }, { lineId: "chairs", quantityReceived: 4 }])).toBe("received");
    expect(statusAfterReceiving("partly_received", [{ ...sofas, quantityReceived: 2 }, chairs], [{ lineId: "chairs", quantityReceived: 4 }])).toBe("received");
  });

  it("is partly received while some has come, and goes back to where it was when a count is corrected to nothing", () => {
    expect(statusAfterReceiving("acknowledged", [sofas, chairs], [{ lineId: "chairs", quantityReceived: 1 }])).toBe("partly_received");
    expect(statusAfterReceiving("partly_received", [sofas, { ...chairs, quantityReceived: 1 }], [{ lineId: "chairs", quantityReceived: 0 }])).toBe("acknowledged");
    expect(statusAfterReceiving("sent", [sofas, chairs], [{ lineId: "sofas", quantityReceived: 0 }])).toBe("sent");
  });
});
