/* global window, document */
// A stand-in for Stripe.js v3 in the browser tests, served by stripe-server.ts: `Stripe(key)`, `elements()`,
// a "payment" element with a card number field, and `confirmPayment()`, which asks the fake to charge the card
// and then goes to return_url as Stripe does.
(function () {
  var origin = new URL(document.currentScript.src).origin;
  window.Stripe = function (publishableKey) {
    return {
      elements: function (options) {
        var field = null;
        return {
          clientSecret: options.clientSecret,
          card: function () {
            return field ? field.value : "";
          },
          create: function () {
            return {
              mount: function (target) {
                var label = document.createElement("label");
                label.textContent = "Card number";
                label.style.display = "block";
                field = document.createElement("input");
                field.name = "cardnumber";
                field.autocomplete = "cc-number";
                field.inputMode = "numeric";
                field.placeholder = "1234 1234 1234 1234";
                field.style.cssText =
                  "display:block;width:100%;padding:8px;border:1px solid #cbd5e1;border-radius:8px";
                label.appendChild(field);
                target.appendChild(label);
              },
              destroy: function () {},
            };
          },
        };
      },
      confirmPayment: function (params) {
        var elements = params.elements;
        var intentId = elements.clientSecret.split("_secret_")[0];
        return fetch(origin + "/v1/payment_intents/" + intentId + "/confirm", {
          method: "POST",
          headers: { authorization: "Bearer " + publishableKey, "content-type": "application/json" },
          body: JSON.stringify({ client_secret: elements.clientSecret, card: elements.card() }),
        })
          .then(function (response) {
            return response.json().then(function (body) {
              if (!response.ok) return { error: body.error };
              var target = new URL(params.confirmParams.return_url);
              target.searchParams.set("payment_intent", intentId);
              target.searchParams.set("redirect_status", "succeeded");
              window.location.assign(target.href);
              return new Promise(function () {});
            });
          })
          .catch(function () {
            return { error: { message: "Network error" } };
          });
      },
    };
  };
})();
