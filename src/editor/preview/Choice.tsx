/** A set of radio buttons, one for each option. */
export function Choice<Option extends string>({
  legend,
  name,
  options,
  label,
  chosen,
  onChoose,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  label: (option: Option) => string;
  chosen: Option;
  onChoose: (option: Option) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            checked={chosen === option}
            onChange={() => onChoose(option)}
          />{' '}
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
