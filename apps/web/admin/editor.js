// The editor's own widgets, registered with Decap CMS before it starts (it starts once the page has
// loaded). Plain script on purpose: it runs as it is, beside the CMS bundle, with no build step.
// Each refuses what the content schema refuses (packages/content/src/markdown-jobs.ts) and says why
// beside the field: a closing date before the posting, a pay maximum below its minimum.
/* global CMS, createClass, h */
;(function () {
  /** The value of another field of the entry, by its path ("datePosted", "pay.min"). */
  function other(props, path) {
    var value = props.entry && props.entry.getIn(["data"].concat(path.split(".")))
    return value === undefined || value === null || value === "" ? undefined : value
  }

  function refuse(message) {
    return { error: { type: "CUSTOM", message: message } }
  }

  // A day, stored as YYYY-MM-DD (the schema's form), picked with the browser's date field.
  // `not_before`: the field this day must not precede.
  var IsoDateControl = createClass({
    isValid: function () {
      var value = this.props.value
      var field = this.props.field
      if (!value) return true
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return refuse("Write the date as YYYY-MM-DD.")
      var notBefore = field.get("not_before")
      var earlier = notBefore && other(this.props, notBefore)
      if (earlier && value < earlier)
        return refuse(field.get("not_before_message") || "Must not be before " + earlier + ".")
      return true
    },
    render: function () {
      var props = this.props
      return h("input", {
        type: "date",
        id: props.forID,
        className: props.classNameWrapper,
        value: props.value || "",
        onChange: function (event) {
          props.onChange(event.target.value)
        },
        onFocus: props.setActiveStyle,
        onBlur: props.setInactiveStyle,
      })
    },
  })

  // Whole rupees. `at_least`: the field this amount must not be below.
  var RupeesControl = createClass({
    isValid: function () {
      var value = this.props.value
      var field = this.props.field
      if (value === undefined || value === null || value === "") return true
      if (!Number.isInteger(value)) return refuse("Write a whole number of rupees, without commas.")
      var atLeast = field.get("at_least")
      var floor = atLeast && other(this.props, atLeast)
      if (floor !== undefined && value < floor)
        return refuse(field.get("at_least_message") || "Must not be below " + floor + ".")
      return true
    },
    render: function () {
      var props = this.props
      return h("input", {
        type: "number",
        inputMode: "numeric",
        step: 1,
        min: 0,
        id: props.forID,
        className: props.classNameWrapper,
        value: props.value === undefined || props.value === null ? "" : props.value,
        onChange: function (event) {
          var text = event.target.value
          props.onChange(text === "" ? "" : Number(text))
        },
        onFocus: props.setActiveStyle,
        onBlur: props.setInactiveStyle,
      })
    },
  })

  function TextPreview(props) {
    return h("span", {}, String(props.value === undefined || props.value === null ? "" : props.value))
  }

  CMS.registerWidget("iso-date", IsoDateControl, TextPreview)
  CMS.registerWidget("rupees", RupeesControl, TextPreview)
})()
