import { thandi } from "@/test/fixtures";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { useAuth } from "./use-auth";

function renderUseAuth(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetchMock, ...renderHook(() => useAuth(), { wrapper }) };
}

describe("useAuth", () => {
  it("answers the signed-in user", async () => {
    const user = thandi;
    const { result, fetchMock } = renderUseAuth(Response.json(user));

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith("/api/user", expect.objectContaining({ credentials: "include" }));
  });

  it("maps 401 to no user rather than an error", async () => {
    const { result } = renderUseAuth(Response.json({ message: "Not authenticated" }, { status: 401 }));

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('turns any other failure into "Failed to fetch user", without retrying', async () => {
    const { result, fetchMock } = renderUseAuth(new Response("", { status: 500 }));

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeUndefined();
    expect(result.current.error?.message).toBe("Failed to fetch user");
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
