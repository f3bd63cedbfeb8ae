// The form kit: one labelled field per kind of input, each tying its label, hint and error to the
// control (label htmlFor, aria-describedby, aria-invalid). Forms pair it with useAction
// (components/ui/use-action.ts), whose error(name) is the `error` of the field of that name.

export { Form } from "./form";
export { controlProps, describedBy, Field, FieldMessages, inputClass, invalidClass, RequiredMark, splitFieldProps, type TControlProps, type TFieldProps } from "./field";
export { FormAlert, formCardClass } from "./form-alert";
export { CheckboxGroup, RadioGroup, type TCheckboxGroupProps, type TRadioGroupProps } from "./radio-group";
export { MaxLengthInput, MaxLengthTextarea, type TMaxLengthInputProps, type TMaxLengthTextareaProps } from "./max-length";
export { NumberInput, type TNumberInputProps } from "./number-input";
export { MoneyField, TextAreaField, TextField, type TTextAreaFieldProps, type TTextFieldProps } from "./text-field";
export { NumberField, type TNumberFieldProps } from "./number-field";
export { numberBounds } from "./number-bounds";
export { SelectField, type TOption, type TSelectFieldProps } from "./select-field";
export { CheckboxField } from "./checkbox-field";
export { DateField, type TDateFieldProps } from "./date-field";
export { dateOrder, formatLocaleDate, parseLocaleDate } from "./date-text";
export { RichTextField } from "./rich-text-field";
