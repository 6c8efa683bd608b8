const loading = new Map<string, Promise<void>>();

/**
 * Adds a gateway's script (Stripe.js, Razorpay Checkout) once per page, from the configured address the page
 * policy allows. A failed load is forgotten so that "try again" really tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
