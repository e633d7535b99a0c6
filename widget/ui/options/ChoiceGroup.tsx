// One group of choices of the options popover, for an option or a choice modifier alike: native radios (arrow
// keys move between the group's choices, skipping disabled ones), each laid over its button or swatch face
// (choices.css: the face shows checked, focused and sold out, not by colour alone; a swatch always shows its
// name beside its colour).

export interface ChoiceItem {
  key: string;
  /** What is chosen (the choice's name). */
  value: string;
  /** What the face says: the name, with "(sold out)" or an added price. */
  label: string;
  colorCode?: string | undefined;
  disabled?: boolean;
}

interface Props {
  legend: string;
  /** The radio group's name, unique in the popover. */
  group: string;
  swatch: boolean;
  items: ChoiceItem[];
  checked: string | undefined;
  onChoose(value: string): void;
}

export function ChoiceGroup({ legend, group, swatch, items, checked, onChoose }: Props) {
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item.key} className="choice">
          <input
            type="radio"
            className="choice-input"
            name={group}
            value={item.value}
            checked={checked === item.value}
            disabled={item.disabled === true}
            onChange={() => onChoose(item.value)}
          />
          <span className="choice-face">
            {swatch && item.colorCode && (
              <span className="swatch" style={{ background: item.colorCode }} aria-hidden="true" />
            )}
            <span>{item.label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
