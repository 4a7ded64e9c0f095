/**
 * A small HTTP client that behaves like the browser for what matters here: it keeps cookies and
 * sends the page's own Origin on state-changing requests.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | null = baseUrl,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(method: string, path: string, init: { json?: unknown; body?: string | Uint8Array | FormData | Blob; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (this.origin && method !== "GET") headers.origin ??= this.origin;
    let body = init.body;
    if (init.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(init.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const json = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, json };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request("POST", path, { json, headers });
  }

  put(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request("PUT", path, { json, headers });
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request("DELETE", path, { headers });
  }
}

let counter = 0;
export function uniqueEmail(prefix = "designer"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@studio.test`;
}
