import { describe, expect, it } from "vitest";
import { isWebLink, youtubeEmbedUrl, youtubeVideoId } from "./video-source";

describe("youtubeVideoId", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?si=abc",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    " https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ",
  ])("finds the id in %s", (link) => {
    expect(youtubeVideoId(link)).toBe("dQw4w9WgXcQ");
  });

  it.each([
    "https://vimeo.com/123456",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
    "javascript:alert(1)",
    "not a url",
    "",
  ])("refuses %s", (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it("embeds through the privacy-enhanced host", () => {
    expect(new URL(youtubeEmbedUrl("dQw4w9WgXcQ")).host).toBe("www.youtube-nocookie.com");
  });
});

describe("isWebLink", () => {
  it("accepts http and https only", () => {
    expect(isWebLink("https://vimeo.com/1")).toBe(true);
    expect(isWebLink("http://example.com/v.mp4")).toBe(true);
    expect(isWebLink("javascript:alert(1)")).toBe(false);
    expect(isWebLink("data:text/html,x")).toBe(false);
    expect(isWebLink("")).toBe(false);
  });
});
