// The editor's own widgets, registered with Decap CMS before it starts (it starts once the page has
// loaded). Plain script on purpose: it runs as it is, beside the CMS bundle, with no build step.
// Each reads what people type (a day as YYYY-MM-DD, rupees as "16k") and says beside the field what
// it cannot read; the content schema's own rules are added to every field by validation.ts.
/* global CMS, createClass, h */

// The GitHub sign-in's answer is taken only from the pop-up this editor opened for it, and only from
// the sign-in function's origin (config.yml's backend.base_url). Decap's own listener checks the
// origin alone; this one, registered first and for the capture phase, stops any sign-in message
// from another window before Decap sees it (issue 46).
;(function () {
  var signIn = { popup: null, origin: null, endpoint: null }
  fetch("/admin/config.yml", { credentials: "same-origin" })
    .then(function (response) {
      return response.json()
    })
    .then(function (config) {
      var backend = (config && config.backend) || {}
      if (!backend.base_url) return
      var base = String(backend.base_url).replace(/\/+$/, "")
      signIn.origin = new URL(base).origin
      signIn.endpoint = base + "/" + String(backend.auth_endpoint || "auth").replace(/^\/+/, "")
    })
    .catch(function () {
      // No config, no sign-in: every sign-in message is refused below.
    })
  var open = window.open
  window.open = function (url) {
    var opened = open.apply(window, arguments)
    var address = ""
    try {
      address = new URL(String(url), location.href).href
    } catch {
      // Not an address: not the sign-in.
    }
    if (opened && signIn.endpoint && address.split("?")[0] === signIn.endpoint) signIn.popup = opened
    return opened
  }
  window.addEventListener(
    "message",
    function (event) {
      if (typeof event.data !== "string" || !/^authoriz(ing|ation):/.test(event.data)) return
      if (signIn.popup !== null && event.source === signIn.popup && event.origin === signIn.origin) return
      event.stopImmediatePropagation()
    },
    true,
  )
})()

;(function () {
  /** The value of another field of the entry, by its path ("datePosted", "pay.min"). */
  function other(props, path) {
    var value = props.entry && props.entry.getIn(["data"].concat(path.split(".")))
    return value === undefined || value === null || value === "" ? undefined : value
  }

  function refuse(message) {
    return { error: { type: "CUSTOM", message: message } }
  }

  // A day, typed and stored as YYYY-MM-DD (the schema's form, and how every summary shows it): a
  // browser's date field shows the day in the locale's order (mm/dd/yyyy), which then differs from
  // what the message asks for. `not_before`: the field this day must not precede.
  var IsoDateControl = createClass({
    isValid: function () {
      var value = this.props.value
      var field = this.props.field
      if (!value) return true
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        return refuse(field.get("label") + ": write the date as YYYY-MM-DD, for example 2026-12-01.")
      var notBefore = field.get("not_before")
      var earlier = notBefore && other(this.props, notBefore)
      if (earlier && value < earlier)
        return refuse(field.get("not_before_message") || "Must not be before " + earlier + ".")
      return true
    },
    render: function () {
      var props = this.props
      return h("input", {
        type: "text",
        inputMode: "numeric",
        autoComplete: "off",
        placeholder: "YYYY-MM-DD",
        maxLength: 10,
        id: props.forID,
        className: props.classNameWrapper,
        value: props.value || "",
        onChange: function (event) {
          props.onChange(event.target.value.trim())
        },
        onFocus: props.setActiveStyle,
        onBlur: props.setInactiveStyle,
      })
    },
  })

  // Rupees as people write them: "16000", "16,000", "₹16,000", "16k", "6.5 lakh", "6.5L", "1.2 crore".
  // Returns the whole rupees, or undefined for text that is not an amount.
  function rupeesOf(text) {
    var match = /^₹?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|l|lakh|lakhs|lac|cr|crore|crores)?\.?$/i.exec(
      String(text).trim(),
    )
    if (!match) return undefined
    var digits = match[1].replace(/,/g, "")
    var unit = (match[2] || "").toLowerCase()
    var scale =
      unit === ""
        ? 1
        : unit === "k" || unit === "thousand"
          ? 1000
          : unit.charAt(0) === "c"
            ? 10000000
            : 100000
    var amount = Math.round(Number(digits) * scale * 100) / 100
    return Number.isFinite(amount) ? amount : undefined
  }

  var inRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })

  // Whole rupees, typed as people write them; what was typed stays in the box, and the amount it
  // reads as shows under it. Text that is no amount is kept as typed and refused with a message.
  // `at_least`: the field this amount must not be below.
  var RupeesControl = createClass({
    getInitialState: function () {
      var value = this.props.value
      return { text: value === undefined || value === null ? "" : String(value) }
    },
    isValid: function () {
      var value = this.props.value
      var field = this.props.field
      if (value === undefined || value === null || value === "") return true
      if (typeof value !== "number")
        return refuse(
          field.get("label") +
            ": write an amount in rupees, such as 16000, 16,000 or 16k (“" +
            value +
            "” is not one).",
        )
      if (!Number.isInteger(value)) return refuse(field.get("label") + ": write a whole number of rupees.")
      var atLeast = field.get("at_least")
      var floor = atLeast && other(this.props, atLeast)
      if (typeof floor === "number" && value < floor)
        return refuse(field.get("at_least_message") || "Must not be below " + floor + ".")
      return true
    },
    render: function () {
      var props = this.props
      var setText = this.setState.bind(this)
      var amount = typeof props.value === "number" ? props.value : undefined
      var readout = props.forID + "-amount"
      return h("div", {}, [
        h("input", {
          key: "input",
          type: "text",
          inputMode: "decimal",
          autoComplete: "off",
          placeholder: "16000, 16,000 or 16k",
          id: props.forID,
          "aria-describedby": readout,
          className: props.classNameWrapper,
          value: this.state.text,
          onChange: function (event) {
            var text = event.target.value
            setText({ text: text })
            var parsed = rupeesOf(text)
            props.onChange(text.trim() === "" ? "" : parsed === undefined ? text : parsed)
          },
          onFocus: props.setActiveStyle,
          onBlur: props.setInactiveStyle,
        }),
        h(
          "p",
          { key: "readout", id: readout, className: "talentrise-amount", "aria-live": "polite" },
          amount === undefined ? "" : "Saved as ₹" + inRupees.format(amount),
        ),
      ])
    },
  })

  function today() {
    // The day in India, as the site's build counts days.
    return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())
  }

  // "Close this role": one button that sets the day it closed (today) and publishes. A closed role
  // shows the day and can be reopened. Stored as YYYY-MM-DD, or left out while the role is open.
  var CloseRoleControl = createClass({
    render: function () {
      var props = this.props
      var closed = props.value
      function publishSoon() {
        // Decap's own Publish, as a click would do it: the button, then "Publish now".
        setTimeout(function () {
          var publish = Array.prototype.find.call(
            document.querySelectorAll("button, [role=button]"),
            function (el) {
              return /^Publish$/.test((el.textContent || "").trim())
            },
          )
          if (!publish) return
          publish.click()
          setTimeout(function () {
            var now = Array.prototype.find.call(document.querySelectorAll("[role=menuitem]"), function (el) {
              return /^Publish now/.test((el.textContent || "").trim())
            })
            if (now) now.click()
          }, 50)
        }, 50)
      }
      if (closed)
        return h("div", { id: props.forID, className: "talentrise-close-role" }, [
          h(
            "p",
            { key: "state" },
            "Closed on " +
              closed +
              ". After the next build the role is off /jobs and its page says it has closed.",
          ),
          h(
            "button",
            {
              key: "reopen",
              type: "button",
              className: "talentrise-button talentrise-button--quiet",
              onClick: function () {
                props.onChange("")
              },
            },
            "Reopen this role",
          ),
        ])
      return h("div", { id: props.forID, className: "talentrise-close-role" }, [
        h(
          "button",
          {
            key: "close",
            type: "button",
            className: "talentrise-button",
            onClick: function () {
              props.onChange(today())
              publishSoon()
            },
          },
          "Close this role now and publish",
        ),
      ])
    },
  })

  function TextPreview(props) {
    return h("span", {}, String(props.value === undefined || props.value === null ? "" : props.value))
  }

  CMS.registerWidget("iso-date", IsoDateControl, TextPreview)
  CMS.registerWidget("rupees", RupeesControl, TextPreview)
  CMS.registerWidget("close-role", CloseRoleControl, TextPreview)
})()
